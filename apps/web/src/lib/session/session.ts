import { currentUser, type CurrentUser } from '@store/contract';
import { useQuery, useQueryClient } from '../query';
import { API_BASE, ApiError, apiGet } from '../api';
import { cart } from '../cart/cart-store';

const SESSION_KEY = ['session'] as const;

/** The signed-in shopper, or null for a guest; a failed check counts as a guest (spec section 4). */
async function getSession(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await apiGet('/auth/me', currentUser, {}, signal);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401))
      console.error('No se pudo leer la sesión', error);
    return null;
  }
}

export function useSession(): { user: CurrentUser | null; loading: boolean } {
  const { data, isPending } = useQuery({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
  });
  return { user: data ?? null, loading: isPending };
}

/** Sign-out: tell the server, then forget the cart and the user and reload the home page, even if the call failed. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await fetch(`${API_BASE}/auth/logout`, { method: 'POST', credentials: 'include' });
    } catch (error) {
      console.error('No se pudo cerrar la sesión en el servidor', error);
    }
    cart.empty();
    queryClient.setQueryData(SESSION_KEY, null);
    window.location.assign('/');
  };
}

/** Where the sign-in button sends the browser: the provider, then back to `returnTo`. */
export const signInUrl = (returnTo = '/profile'): string =>
  `${API_BASE}/auth/google?returnTo=${encodeURIComponent(returnTo)}`;
