import { savedFavorite, type ListItem, type SavedFavorite } from '@store/contract';
import { useSyncExternalStore } from 'react';
import { createStoredStore } from '../external-store';
import { MESSAGES } from '../messages';
import { readStored, writeStored } from '../storage';

export const FAVORITES_KEY = 'favorites';

/** A favourite: the product card's fields plus `id`, the product's id, as browsers already keep them. */
export const favorite = savedFavorite;
export type Favorite = SavedFavorite;

/** Entries that no longer parse (an older shape, a hand edit) are dropped, not allowed to break the page. */
function load(): Favorite[] {
  const stored = readStored(FAVORITES_KEY);
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const parsed = favorite.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

const store = createStoredStore<Favorite[]>(FAVORITES_KEY, typeof window === 'undefined' ? [] : load(), load);

function save(next: Favorite[]): void {
  writeStored(FAVORITES_KEY, next);
  store.set(next);
}

export type FavoriteResult = 'added' | 'duplicate' | 'removed';

export const favorites = {
  get: store.get,
  has: (productId: number) => store.get().some((entry) => entry.id === productId),
  /** A product already in the list is refused and nothing is saved. */
  add: (item: ListItem): FavoriteResult => {
    if (favorites.has(item.product_id)) return 'duplicate';
    save([...store.get(), { ...item, id: item.product_id }]);
    return 'added';
  },
  remove: (productId: number): FavoriteResult => {
    save(store.get().filter((entry) => entry.id !== productId));
    return 'removed';
  },
  /** The account's list, as the server keeps it, in place of this browser's. */
  replace: (next: Favorite[]) => save(next),
  /** Forgets every favourite (the account was deleted). */
  clear: () => save([]),
  subscribe: store.subscribe,
};

export const useFavorites = (): Favorite[] => useSyncExternalStore(store.subscribe, store.get, store.get);

/**
 * The heart and 'AGREGAR A FAVORITOS' both toggle through here, with the same notices: removed, added,
 * or refused as a duplicate (nothing saved).
 */
export function toggleFavorite(
  item: ListItem,
  notify: { success: (text: string) => void; error: (text: string) => void },
): void {
  if (favorites.has(item.product_id)) {
    favorites.remove(item.product_id);
    notify.success(MESSAGES.favoriteRemoved);
  } else if (favorites.add(item) === 'duplicate') {
    notify.error(MESSAGES.favoriteDuplicate);
  } else {
    notify.success(MESSAGES.favoriteAdded);
  }
}
