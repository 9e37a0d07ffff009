import { QueryClient, QueryClientProvider } from '../lib/query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { notices } from '../lib/toast';

export const createQueryClient = () =>
  new QueryClient({
    staleTime: 30_000,
    retry: 1,
  });

const NoticesHost = lazy(() => import('./notices-host'));

/** The notices' container, put on the page with the first notice (see lib/toast.ts). */
function Notices() {
  const wanted = useSyncExternalStore(notices.subscribe, notices.wanted, notices.wanted);
  return wanted ? (
    <Suspense fallback={null}>
      <NoticesHost />
    </Suspense>
  ) : null;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Notices />
    </QueryClientProvider>
  );
}
