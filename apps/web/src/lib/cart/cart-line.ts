import { z } from 'zod';

/** A line in the browser's cart: the spec's cart-line reading (b) plus what the panel shows. */
export const storedCartLine = z.object({
  product_id: z.number().int().positive(),
  variant_id: z.number().int().positive(),
  name: z.string(),
  image: z.string().nullable(),
  size_name: z.string(),
  color_name: z.string().default(''),
  quantity: z.number().int().positive().max(999),
  stock: z.number().int(),
  price: z.number().nonnegative(),
  final_price: z.number().nonnegative(),
  discount_percentage: z.number().int().min(0).max(100),
});
export type CartLine = z.infer<typeof storedCartLine>;

/** Version 1 of what is kept under the key `cart`; a version 2 adds a migration in `cart-storage.ts`. */
export const CART_STORAGE_VERSION = 1;
export const storedCart = z.object({
  version: z.literal(CART_STORAGE_VERSION),
  state: z.object({ lines: z.array(storedCartLine) }),
});
