import * as z from 'zod/mini';
import { pesos } from './list-item';
import { MAX_ID } from '../params';

export const MAX_CART_LINES = 100;

/** GET /api/products/cart?variantIds=1000001,1000002: today's data of the lines in a browser's cart. */
export const cartLinesQuery = z.strictObject({
  variantIds: z
    .pipe(
      z
        .string({ error: 'variantIds debe ser una lista de ids separados por comas' })
        .check(z.regex(/^\d{1,10}(,\d{1,10})*$/, 'variantIds debe ser una lista de ids separados por comas')),
      z.transform((value: string) => [...new Set(value.split(',').map(Number))]),
    )
    .check(
      z.refine((ids) => ids.length <= MAX_CART_LINES, `variantIds admite a lo más ${MAX_CART_LINES} ids`),
      z.refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), 'variantIds tiene un id fuera de rango'),
    ),
});

/** Unknown or hidden variants are left out; the order follows `variantIds`. */
export const cartLine = z.object({
  product_id: z.number().check(z.int()),
  variant_id: z.number().check(z.int()),
  name: z.string(),
  image: z.nullable(z.string()),
  size_name: z.string(),
  color_name: z.string(),
  stock: z.number().check(z.int()),
  /** List price, before the discount. */
  price: pesos,
  final_price: pesos,
  discount_percentage: z.number().check(z.int()),
});
export type CartLine = z.infer<typeof cartLine>;
export const cartLinesResponse = z.array(cartLine);
