import * as z from 'zod/mini';
import { idParam, intParam, repeatedParam } from '../params';
import { targetAudience } from './categories';
import { listItem } from './list-item';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  NO_PRICE_LIMIT,
} from './listing-limits';
import { LISTING_SIZE_PATTERN } from './listing-sizes';

/**
 * GET /api/products/list. Each product appears once, represented by its cheapest variant in stock
 * (or, when nothing is in stock, its first variant); prices, `maxPrice` and the price sort use that
 * variant's final price. Sort '' is relevance: with `name`, how well the product matches; without it,
 * products in stock first, newest first.
 */
export const productListQuery = z.strictObject({
  category_id: z.optional(repeatedParam(idParam('category_id'), 21)),
  sort: z._default(z.enum(['', 'asc', 'desc'], { error: "sort debe ser '', 'asc' o 'desc'" }), ''),
  name: z.optional(
    z
      .string({ error: 'name debe ser un texto' })
      .check(z.maxLength(MAX_SEARCH_LENGTH, `name debe tener a lo más ${MAX_SEARCH_LENGTH} caracteres`)),
  ),
  maxPrice: z.optional(
    z.pipe(
      z
        .string({ error: 'maxPrice debe ser un número' })
        .check(z.regex(/^\d{1,6}(\.\d{1,2})?$/, `maxPrice debe ser un número entre 0 y ${NO_PRICE_LIMIT}`)),
      z.transform(Number),
    ),
  ),
  discount: z.optional(
    z.pipe(
      z.enum(['true', 'false'], { error: "discount debe ser 'true' o 'false'" }),
      z.transform((value: 'true' | 'false') => value === 'true'),
    ),
  ),
  target_audience: z.optional(targetAudience),
  /** 'Mi talla': only products with units in stock in this size ('boot_mx:27', 'hat:58'). */
  size: z.optional(
    z
      .string({ error: 'size debe ser un texto' })
      .check(z.regex(LISTING_SIZE_PATTERN, "size debe ser una talla como 'boot_mx:27' o 'hat:58'")),
  ),
  limit: z._default(intParam('limit', 1, MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
  page: z._default(intParam('page', 1, MAX_PAGE), 1),
});
export type ProductListQuery = z.output<typeof productListQuery>;

export const productListResponse = z.object({
  products: z.array(listItem),
  pagination: z.object({
    page: z.number().check(z.int()),
    limit: z.number().check(z.int()),
    total: z.number().check(z.int()),
    /** At least 1, so that a pager always has a page to show. */
    totalPages: z.number().check(z.int()),
  }),
});
export type ProductListResponse = z.infer<typeof productListResponse>;
