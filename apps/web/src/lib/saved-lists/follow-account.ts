import {
  MAX_SAVED_CART_LINES,
  MAX_SAVED_FAVORITES,
  MAX_UNITS_PER_LINE,
  savedListsResponse,
  type SavedListsResponse,
} from '@store/contract';
import { ApiError, request } from '../api';
import type { CartLine } from '../cart/cart-line';
import { cart } from '../cart/cart-store';
import { favorites, type Favorite } from '../favorites/favorites-store';
import { readStored, writeStored } from '../storage';

/**
 * The favourites and the cart of a signed-in shopper follow their account (decision 016). At sign-in the
 * browser's lists are merged into the account's on the server (POST /users/me/lists/merge) and both
 * sides then hold the result; on a later page load the account's lists replace the browser's
 * (GET /users/me/lists); while signed in each change writes its whole list (PUT /users/me/cart,
 * /users/me/favorites) half a second after the last change, or at once when the page is left. A guest's
 * lists stay in the browser only, under the same `cart` and `favorites` keys as always.
 */

/**
 * Whose lists this browser's copy follows, kept so that a page load tells a sign-in (merge) from a
 * reload (read), and which lists changed while the account could not be written (a lapsed session, a
 * failed write): those are written as they are at the next sign-in, not replaced.
 */
export const LISTS_OWNER_KEY = 'lists-owner';
type Owner = { user: number; cartChanged: boolean; favoritesChanged: boolean };
type ListName = 'cart' | 'favorites';

/** How long after the last change a list is written: a row of '+' clicks is one call. */
export const WRITE_DELAY_MS = 500;

const signatureOf = {
  cart: (lines: readonly CartLine[]) => lines.map((line) => `${line.variant_id}x${line.quantity}`).join(','),
  favorites: (list: readonly Favorite[]) => list.map((entry) => entry.id).join(','),
};
const signatureNow = (list: ListName) =>
  list === 'cart' ? signatureOf.cart(cart.get().lines) : signatureOf.favorites(favorites.get());

function readOwner(): Owner | null {
  const stored = readStored(LISTS_OWNER_KEY);
  if (typeof stored !== 'object' || stored === null) return null;
  const { user, cartChanged, favoritesChanged } = stored as Partial<Owner>;
  return typeof user === 'number'
    ? { user, cartChanged: cartChanged === true, favoritesChanged: favoritesChanged === true }
    : null;
}
const writeOwner = (owner: Owner | null) => writeStored(LISTS_OWNER_KEY, owner);

/** What the server is sent: only ids and quantities, within its bounds. */
const cartBody = () =>
  cart
    .get()
    .lines.slice(0, MAX_SAVED_CART_LINES)
    .map((line) => ({ variant_id: line.variant_id, quantity: Math.min(line.quantity, MAX_UNITS_PER_LINE) }));
const favoritesBody = () =>
  favorites
    .get()
    .slice(0, MAX_SAVED_FAVORITES)
    .map((entry) => entry.id);

// The account being followed (null: a guest, or not known yet) and whether its lists are read yet.
let following: number | null = null;
let ready = false;
const lastSeen: Record<ListName, string> = { cart: '', favorites: '' };
const timers: Partial<Record<ListName, ReturnType<typeof setTimeout>>> = {};

function markUnsent(list: ListName): void {
  const owner = readOwner();
  if (owner) writeOwner({ ...owner, [`${list}Changed`]: true });
}

async function write(list: ListName, keepalive = false): Promise<void> {
  delete timers[list];
  const path = list === 'cart' ? '/users/me/cart' : '/users/me/favorites';
  const json = list === 'cart' ? { cart: cartBody() } : { favorites: favoritesBody() };
  try {
    await request(path, savedListsResponse, { method: 'PUT', json, keepalive });
  } catch (error) {
    // Not written: the next sign-in or page load writes this browser's list instead of reading the account's.
    markUnsent(list);
    if (error instanceof ApiError && error.status === 401) stopFollowing();
    else console.error('No se pudo guardar tu lista en tu cuenta', error);
  }
}

function onChange(list: ListName): void {
  const signature = signatureNow(list);
  if (signature === lastSeen[list]) return; // the cart opened or closed, or nothing that is kept changed
  lastSeen[list] = signature;
  if (!ready) {
    markUnsent(list);
    return;
  }
  clearTimeout(timers[list]);
  timers[list] = setTimeout(() => void write(list), WRITE_DELAY_MS);
}

/** A write still waiting goes now, so that leaving or reloading the page loses nothing. */
function flush(): void {
  for (const list of ['cart', 'favorites'] as const) {
    if (timers[list] === undefined) continue;
    clearTimeout(timers[list]);
    void write(list, true);
  }
}

/** The account's list in place of the browser's, unless the browser's changed meanwhile: then it is written. */
function settle(list: ListName, answer: SavedListsResponse, before: string, unsent: boolean): void {
  if (unsent || signatureNow(list) !== before) {
    void write(list);
    return;
  }
  if (list === 'cart') {
    lastSeen.cart = signatureOf.cart(answer.cart);
    cart.replace(answer.cart);
  } else {
    lastSeen.favorites = signatureOf.favorites(answer.favorites);
    favorites.replace(answer.favorites);
  }
}

async function startFollowing(user: number): Promise<void> {
  const owner = readOwner();
  const before = { cart: signatureNow('cart'), favorites: signatureNow('favorites') };
  const sameAccount = owner?.user === user;
  const answer = sameAccount
    ? await request('/users/me/lists', savedListsResponse)
    : await request('/users/me/lists/merge', savedListsResponse, {
        method: 'POST',
        json: { favorites: favoritesBody(), cart: cartBody() },
      });
  if (following !== user) return; // signed out while the call was out
  writeOwner({ user, cartChanged: false, favoritesChanged: false });
  ready = true;
  settle('cart', answer, before.cart, sameAccount && owner.cartChanged);
  settle('favorites', answer, before.favorites, sameAccount && owner.favoritesChanged);
}

// Watched from the first page load on, before the session is known: a change made meanwhile (the
// payment's thanks page empties the cart at once) is then written instead of being replaced.
function watchLists(): void {
  lastSeen.cart = signatureNow('cart');
  lastSeen.favorites = signatureNow('favorites');
  cart.subscribe(() => onChange('cart'));
  favorites.subscribe(() => onChange('favorites'));
  window.addEventListener('pagehide', flush);
}

if (typeof window !== 'undefined') watchLists();

/**
 * Called with the signed-in shopper's id once the session is known (null for a guest). Starts the
 * merge or the read for a new account; a guest's lists are left alone.
 */
export function followAccount(user: number | null): void {
  if (user === following) return;
  stopFollowing();
  if (user === null) return;
  following = user;
  startFollowing(user).catch((error: unknown) => {
    // The lists stay as they are; the next page load tries again.
    if (following === user) following = null;
    console.error('No se pudieron leer tus listas guardadas', error);
  });
}

function stopFollowing(): void {
  following = null;
  ready = false;
  for (const list of ['cart', 'favorites'] as const) {
    if (timers[list] === undefined) continue;
    clearTimeout(timers[list]);
    delete timers[list];
    markUnsent(list);
  }
}

/**
 * Signing out and deleting the account: the browser stops following the account before it forgets its
 * copy, so that the emptied lists are not written to the account.
 */
export function forgetAccount(): void {
  stopFollowing();
  writeOwner(null);
}
