import { currentUser, pageSession, SESSION_PAGE_DATA_KEY, type CurrentUser } from '@store/contract';
import { queryKeys, useQuery, useQueryClient, type QueryClient } from '../query';
import { API_BASE, ApiError, handedAnswer, request } from '../api';

/** How long a signed-in shopper's session is taken as known before a page that shows it asks again. */
const SIGNED_IN_STALE_MS = 60_000;

/** The signed-in shopper, or null for a guest; a failed check counts as a guest, so the shop stays usable. */
async function getSession(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await request('/auth/me', currentUser, { signal });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401))
      console.error('No se pudo leer la sesión', error);
    return null;
  }
}

/**
 * The session the server wrote into the page (`SESSION_PAGE_DATA_KEY`), as the session query's first
 * answer, before the first render: the page is drawn signed in or not from the start and never asks. Returns
 * it, or undefined when the page carries none (the query then asks the server as before).
 */
export function adoptPageSession(client: QueryClient): CurrentUser | null | undefined {
  const handed = handedAnswer(SESSION_PAGE_DATA_KEY, pageSession);
  if (handed !== undefined) client.setQueryData(queryKeys.session(), handed);
  return handed;
}

/**
 * The session, as the page carried it or as asked. A guest's stays known until the page is left: signing in
 * comes back through the provider with a new page, and a guest is never asked about (a 401 for every guest
 * would be noise). A signed-in shopper's is asked again after a minute, so a lapsed session shows.
 */
export function useSession(): { user: CurrentUser | null; loading: boolean } {
  const known = useQueryClient().getQueryData<CurrentUser | null>(queryKeys.session());
  const { data, isPending } = useQuery({
    queryKey: queryKeys.session(),
    queryFn: ({ signal }) => getSession(signal),
    staleTime: known === null ? Infinity : SIGNED_IN_STALE_MS,
  });
  return { user: data ?? null, loading: isPending };
}

/** Where the sign-in button sends the browser: the provider, then back to `returnTo`. */
export const signInUrl = (returnTo = '/profile'): string =>
  `${API_BASE}/auth/google?returnTo=${encodeURIComponent(returnTo)}`;
