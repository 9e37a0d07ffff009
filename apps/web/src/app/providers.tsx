import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_DEFAULTS } from '../lib/toast';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      {/* Alt+T focuses the notices, as the spec's hotkey says. */}
      <ToastContainer {...TOAST_DEFAULTS} hotKeys={(event) => event.altKey && event.code === 'KeyT'} />
    </QueryClientProvider>
  );
}
