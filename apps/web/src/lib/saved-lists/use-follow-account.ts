import { useEffect } from 'react';
import { useSession } from '../session/session';
import { loadListsFollower } from './load-follower';

let loaded = false;

/** The page's shell keeps the favourites and the cart following whoever is signed in. */
export function useFollowAccount(): void {
  const { user, loading } = useSession();
  const userId = user?.ecommerce_user_id ?? null;
  useEffect(() => {
    // A guest's lists follow nothing: the follower is fetched for a shopper, and told when they leave.
    if (loading || (userId === null && !loaded)) return;
    loaded = true;
    loadListsFollower().then(
      ({ followAccount }) => followAccount(userId),
      (error: unknown) => console.error('No se pudo cargar el guardado de listas', error),
    );
  }, [loading, userId]);
}
