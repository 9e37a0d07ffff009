import { useEffect } from 'react';
import { useSession } from '../session/session';
import { followAccount } from './follow-account';

/** The page's shell keeps the favourites and the cart following whoever is signed in. */
export function useFollowAccount(): void {
  const { user, loading } = useSession();
  const userId = user?.ecommerce_user_id ?? null;
  useEffect(() => {
    if (!loading) followAccount(userId);
  }, [loading, userId]);
}
