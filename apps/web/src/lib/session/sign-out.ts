import { messageResponse } from '@store/contract';
import { cart } from '../cart/cart-store';
import { appliedCoupon } from '../cart/applied-coupon';
import { favorites } from '../favorites/favorites-store';
import { queryKeys, useQueryClient } from '../query';
import { useMutation } from '../query/use-mutation';
import { request } from '../api';
import { forgetAccount } from '../saved-lists/follow-account';
import { forgetBrowserMeasurements } from '../measurements/measurements-key';

/**
 * Sign-out: tell the server, then forget the cart, the favourites, the measurements and the user and reload the home page,
 * even if the call failed. The favourites are kept with the account (decision 016), so forgetting the
 * browser's copy loses nothing and the next person on a shared device neither sees them nor merges them
 * into their own account. Only the signed-in menu, loaded with a session, offers it.
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
    appliedCoupon.remove();
    favorites.clear();
    forgetBrowserMeasurements();
    queryClient.setQueryData(queryKeys.session(), null);
    window.location.assign('/');
  };
}
