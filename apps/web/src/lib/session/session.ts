import { currentUser, messageResponse, type CurrentUser } from '@store/contract';
import { queryKeys, useMutation, useQuery, useQueryClient } from '../query';
import { API_BASE, ApiError, request } from '../api';
import { cart } from '../cart/cart-store';
import { favorites } from '../favorites/favorites-store';
import { forgetAccount } from '../saved-lists/follow-account';

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

export function useSession(): { user: CurrentUser | null; loading: boolean } {
  const { data, isPending } = useQuery({
    queryKey: queryKeys.session(),
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
  });
  return { user: data ?? null, loading: isPending };
}

/**
 * Sign-out: tell the server, then forget the cart, the favourites and the user and reload the home page,
 * even if the call failed. The favourites are kept with the account (decision 016), so forgetting the
 * browser's copy loses nothing and the next person on a shared device neither sees them nor merges them
 * into their own account.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => request('/auth/logout', messageResponse, { method: 'POST' }),
  });
  return async () => {
    try {
      await signOut.mutateAsync();
    } catch (error) {
      console.error('No se pudo cerrar la sesión en el servidor', error);
    }
    forgetAccount();
    cart.empty();
    favorites.clear();
    queryClient.setQueryData(queryKeys.session(), null);
    window.location.assign('/');
  };
}

/** Where the sign-in button sends the browser: the provider, then back to `returnTo`. */
export const signInUrl = (returnTo = '/profile'): string =>
  `${API_BASE}/auth/google?returnTo=${encodeURIComponent(returnTo)}`;
