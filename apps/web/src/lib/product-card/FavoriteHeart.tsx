import type { ListItem } from '@store/contract';
import { useLocation } from 'wouter';
import { toggleFavorite, useFavorites } from '../favorites/favorites-store';
import { HeartIcon } from '../icons';
import { notifyError, notifySuccess } from '../toast';

/** The card's heart shows only on pages whose path mentions favourites or products. */
export const showsFavoriteHeart = (pathname: string): boolean => /favorites|product/.test(pathname);

export function FavoriteHeart({ item }: { item: ListItem }) {
  const [pathname] = useLocation();
  const isFavorite = useFavorites().some((entry) => entry.id === item.product_id);
  if (!showsFavoriteHeart(pathname)) return null;
  const toggle = () => toggleFavorite(item, { success: notifySuccess, error: notifyError });
  return (
    <button
      type="button"
      className="favorite-heart"
      aria-pressed={isFavorite}
      aria-label={`${isFavorite ? 'Quitar de' : 'Agregar a'} favoritos: ${item.product_name}`}
      onClick={toggle}
    >
      <HeartIcon filled={isFavorite} />
    </button>
  );
}
