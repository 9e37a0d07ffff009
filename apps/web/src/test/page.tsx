import { QueryClient, QueryClientProvider } from '../lib/query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { vi } from 'vitest';
import { Route } from 'wouter';
import type { TeamRole } from '@store/contract/admin';
import { TeamRoleProvider } from '../features/admin/role';

/**
 * A fake API: answers by "METHOD /path"; anything it does not know is a 404, as the server would say. An
 * answer may come later (a promise), for a test that looks at the page while a call is under way.
 */
export type ApiRoutes = Record<
  string,
  (request: { url: URL; body: unknown }) => Response | Promise<Response>
>;

export function stubApi(routes: ApiRoutes) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://tienda');
    const answer = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return answer ? answer({ url, body }) : Response.json({ error: 'No encontrado' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The bodies sent to "METHOD /path", in order. */
export const sentTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string): unknown[] =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method && new URL(input, 'http://tienda').pathname === path,
    )
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));

/** The browser's address set to `path` without a history entry, as if the shopper had opened it. */
export function visit(path: string, state: unknown = null): void {
  window.history.replaceState(state, '', path);
}

/**
 * A page as the app shows it: its own query cache, the address `at` (matching `route`, with the history
 * `state` a navigation left there) and the notices.
 * A back-office page sees the member as `role` (an owner unless a test says staff).
 */
export function renderPage(
  page: ReactElement,
  {
    at = '/',
    route = '*',
    role = 'owner',
    state = null,
  }: { at?: string; route?: string; role?: TeamRole; state?: unknown } = {},
) {
  const client = new QueryClient({ retry: false });
  visit(at, state);
  render(
    <QueryClientProvider client={client}>
      <TeamRoleProvider value={role}>
        <Route path={route}>{page}</Route>
      </TeamRoleProvider>
      <ToastContainer />
    </QueryClientProvider>,
  );
  return client;
}
