import { QueryClient, QueryClientProvider } from '../lib/query';
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { LoadBoundary } from '../lib/offline/LoadBoundary';
import { lazyWithRetry } from '../lib/offline/lazy-with-retry';
import { OfflineNotice } from '../lib/offline/OfflineNotice';
import { notices } from '../lib/toast';

export const createQueryClient = () =>
  new QueryClient({
    staleTime: 30_000,
    retry: 1,
  });

const NoticesHost = lazyWithRetry(() => import('./notices-host'), 'default');

/** The notices' container, put on the page with the first notice (see lib/toast.ts). */
function Notices() {
  const wanted = useSyncExternalStore(notices.subscribe, notices.wanted, notices.wanted);
  return wanted ? (
    // Without its code (no signal) the page shows OfflineNotice instead, and this comes with the signal.
    <LoadBoundary quiet>
      <Suspense fallback={null}>
        <NoticesHost />
      </Suspense>
    </LoadBoundary>
  ) : null;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Notices />
      <OfflineNotice />
    </QueryClientProvider>
  );
}
