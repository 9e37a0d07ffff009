import * as z from 'zod/mini';
import { pesos } from './list-item';
import { MAX_SEARCH_LENGTH } from './listing-limits';

export const MAX_SUGGESTIONS = 8;

/** GET /api/products/suggestions?name=...: what the search box offers while the shopper types. */
export const suggestionsQuery = z.strictObject({
  name: z
    .string({ error: 'name debe ser un texto' })
    .check(z.maxLength(MAX_SEARCH_LENGTH, `name debe tener a lo más ${MAX_SEARCH_LENGTH} caracteres`)),
});

export const suggestion = z.object({
  product_id: z.number().check(z.int()),
  name: z.string(),
  image: z.nullable(z.string()),
  /** The final price of the variant that represents the product. */
  price: pesos,
});
export type Suggestion = z.infer<typeof suggestion>;
export const suggestionsResponse = z.array(suggestion).check(z.maxLength(MAX_SUGGESTIONS));
