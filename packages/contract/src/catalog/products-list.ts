import { z } from 'zod';
import { idParam, intParam, repeatedParam } from '../params';
import { targetAudience } from './categories';
import { listItem } from './list-item';

/** The listing's "no price limit", as the storefront sends it. */
export const NO_PRICE_LIMIT = 999_999;
export const MAX_SEARCH_LENGTH = 200;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;

/**
 * GET /api/products/list. Each product appears once, represented by its cheapest variant in stock
 * (or, when nothing is in stock, its first variant); prices, `maxPrice` and the price sort use that
 * variant's final price. Sort '' is relevance: with `name`, how well the product matches; without it,
 * products in stock first, newest first.
 */
export const productListQuery = z.strictObject({
  category_id: repeatedParam(idParam('category_id'), 21).optional(),
  sort: z.enum(['', 'asc', 'desc'], { error: "sort debe ser '', 'asc' o 'desc'" }).default(''),
  name: z
    .string({ error: 'name debe ser un texto' })
    .max(MAX_SEARCH_LENGTH, `name debe tener a lo más ${MAX_SEARCH_LENGTH} caracteres`)
    .optional(),
  maxPrice: z
    .string({ error: 'maxPrice debe ser un número' })
    .regex(/^\d{1,6}(\.\d{1,2})?$/, `maxPrice debe ser un número entre 0 y ${NO_PRICE_LIMIT}`)
    .transform(Number)
    .optional(),
  discount: z
    .enum(['true', 'false'], { error: "discount debe ser 'true' o 'false'" })
    .transform((value) => value === 'true')
    .optional(),
  target_audience: targetAudience.optional(),
  limit: intParam('limit', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  page: intParam('page', 1, MAX_PAGE).default(1),
});
export type ProductListQuery = z.output<typeof productListQuery>;

export const productListResponse = z.object({
  products: z.array(listItem),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    /** At least 1, so that a pager always has a page to show. */
    totalPages: z.number().int(),
  }),
});
export type ProductListResponse = z.infer<typeof productListResponse>;
