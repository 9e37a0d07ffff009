import * as z from 'zod/mini';
import { listItem } from '../catalog/list-item';

/**
 * A favourite as the browser keeps it: the product card's fields plus `id`, the product's id. A file of its
 * own because every page reads the favourites the browser keeps, and the account's list calls
 * (saved-lists.ts) should not come with it.
 */
export const savedFavorite = z.extend(listItem, { id: z.number().check(z.int(), z.positive()) });
export type SavedFavorite = z.infer<typeof savedFavorite>;
