import * as z from 'zod/mini';

/** A line in the browser's cart: the variant as the server last described it, and how many. */
export const storedCartLine = z.object({
  product_id: z.number().check(z.int(), z.positive()),
  variant_id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  image: z.nullable(z.string()),
  size_name: z.string(),
  color_name: z._default(z.string(), ''),
  quantity: z.number().check(z.int(), z.positive(), z.lte(999)),
  stock: z.number().check(z.int()),
  price: z.number().check(z.nonnegative()),
  final_price: z.number().check(z.nonnegative()),
  discount_percentage: z.number().check(z.int(), z.gte(0), z.lte(100)),
});
export type CartLine = z.infer<typeof storedCartLine>;

/** Version 1 of what is kept under the key `cart`; a version 2 adds a migration in `cart-storage.ts`. */
export const CART_STORAGE_VERSION = 1;
export const storedCart = z.object({
  version: z.literal(CART_STORAGE_VERSION),
  state: z.object({ lines: z.array(storedCartLine) }),
});
