import * as z from 'zod/mini';
import { cartLine } from '../catalog/cart-lines';
import { checkoutLine, MAX_UNITS_PER_LINE } from '../checkout/checkout-session';
import { MAX_ID } from '../params';
import { savedFavorite } from './saved-favorite';

/** The most favourites an account keeps, and the most lines its cart holds (one per variant). */
export const MAX_SAVED_FAVORITES = 200;
export const MAX_SAVED_CART_LINES = 99;

const productId = z
  .number({ error: 'Cada favorito debe ser el id numérico de un producto.' })
  .check(
    z.int('Cada favorito debe ser el id numérico de un producto.'),
    z.gte(1, 'Cada favorito debe ser el id numérico de un producto.'),
    z.lte(MAX_ID, 'Cada favorito debe ser el id numérico de un producto.'),
  );

const favoriteIds = z
  .array(productId, { error: 'favorites debe ser la lista de ids de tus favoritos.' })
  .check(
    z.maxLength(MAX_SAVED_FAVORITES, `Puedes guardar a lo más ${MAX_SAVED_FAVORITES} favoritos.`),
    z.refine((ids) => new Set(ids).size === ids.length, 'Un favorito aparece dos veces.'),
  );

/** A cart line as the browser sends it to be kept: only the variant and how many. */
const cartLineInput = z.strictObject(checkoutLine.shape);

const cartLineInputs = z.array(cartLineInput, { error: 'cart debe ser la lista de tu carrito.' }).check(
  z.maxLength(MAX_SAVED_CART_LINES, `El carrito admite a lo más ${MAX_SAVED_CART_LINES} productos.`),
  z.refine(
    (lines) => new Set(lines.map((line) => line.variant_id)).size === lines.length,
    'Un producto aparece dos veces en el carrito.',
  ),
);

/** PUT /api/users/me/favorites: the whole list of favourites, in the browser's order. */
export const putFavoritesBody = z.strictObject({ favorites: favoriteIds });
export type PutFavoritesBody = z.infer<typeof putFavoritesBody>;

/** PUT /api/users/me/cart: the whole cart, in the browser's order. */
export const putCartBody = z.strictObject({ cart: cartLineInputs });
export type PutCartBody = z.infer<typeof putCartBody>;

/** POST /api/users/me/lists/merge: what this browser kept as a guest, to be added to the account's lists. */
export const mergeListsBody = z.strictObject({ favorites: favoriteIds, cart: cartLineInputs });
export type MergeListsBody = z.infer<typeof mergeListsBody>;

/** A kept cart line: what the browser's cart line needs (today's price and stock) and how many. */
export const savedCartLine = z.extend(cartLine, {
  quantity: z.number().check(z.int(), z.gte(1), z.lte(MAX_UNITS_PER_LINE)),
});
export type SavedCartLine = z.infer<typeof savedCartLine>;

/**
 * GET /api/users/me/lists, and the answer of the merge and of both PUTs: the account's favourites and
 * cart as they are now. Hidden or deleted products are left out.
 */
export const savedListsResponse = z.strictObject({
  favorites: z.array(savedFavorite),
  cart: z.array(savedCartLine),
});
export type SavedListsResponse = z.infer<typeof savedListsResponse>;
