import * as z from 'zod/mini';
import { idParam, repeatedParam } from '../params';

/*
 * Apart from the rest of the reviews' contract: every listing card asks its stars, so this is in the
 * script every page loads first, and a module's zod schemas come along whole (decision 022's budget).
 */

/** GET /api/reviews/ratings?product_id=1&product_id=2: stars and count for listing cards. */
export const ratingsQuery = z.strictObject({ product_id: repeatedParam(idParam('product_id'), 100) });
export const productRating = z.object({
  product_id: z.number().check(z.int()),
  average: z.number(),
  count: z.number().check(z.int()),
});
export type ProductRating = z.infer<typeof productRating>;
export const ratingsResponse = z.array(productRating);

/** Stars as text for a screen reader and the card: '4.5 de 5 estrellas'. */
export const starsText = (average: number) =>
  `${average.toLocaleString('es-MX', { maximumFractionDigits: 1 })} de 5 estrellas`;
