import {
  bannersResponse,
  cartLinesQuery,
  cartLinesResponse,
  categoriesResponse,
  errorResponse,
  productDetail as productDetailSchema,
  productItemParams,
  productListQuery,
  productListResponse,
  selectionResponse,
  SELECTIONS,
  suggestionsQuery,
  suggestionsResponse,
} from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { listBanners } from './home-page/list-banners';
import { cartLines } from './cart-lines';
import { PRODUCT_NOT_FOUND } from './editing/refusals';
import { listCategories } from './categories';
import { listProducts } from './list-products';
import type { ListingCounts } from './listing-counts';
import { productDetail } from './product/product-detail';
import { selectionItems } from './home-page/selection-items';
import { suggestions } from './suggestions';

/** Read before validation, so the query is still whatever the client sent. */
const hasSearchText = (query: unknown): boolean =>
  typeof query === 'object' && query !== null && 'name' in query && Boolean(query.name);

/** The storefront's catalogue calls. Handlers only translate HTTP. */
export function catalogRoutes(db: Database, counts: ListingCounts): FastifyPluginAsyncZod {
  return async (app) => {
    for (const selection of SELECTIONS) {
      app.get(`/selection/${selection}`, { schema: { response: { 200: selectionResponse } } }, () =>
        selectionItems(db, selection),
      );
    }

    app.get('/banners', { schema: { response: { 200: bannersResponse } } }, () => listBanners(db));

    app.get('/categories', { schema: { response: { 200: categoriesResponse } } }, () => listCategories(db));

    app.get(
      '/products/list',
      {
        schema: { querystring: productListQuery, response: { 200: productListResponse } },
        // Browsing a department is not a search; a typed query is.
        config: { rateLimit: (request) => (hasSearchText(request.query) ? 'search' : undefined) },
      },
      (request) => listProducts(db, counts, request.query),
    );

    app.get(
      '/products/productItem/:id',
      { schema: { params: productItemParams, response: { 200: productDetailSchema, 404: errorResponse } } },
      async (request) => {
        const product = await productDetail(db, request.params.id);
        if (!product) throw new HttpError(404, PRODUCT_NOT_FOUND);
        return product;
      },
    );

    app.get(
      '/products/cart',
      { schema: { querystring: cartLinesQuery, response: { 200: cartLinesResponse } } },
      (request) => cartLines(db, request.query.variantIds),
    );

    app.get(
      '/products/suggestions',
      {
        schema: { querystring: suggestionsQuery, response: { 200: suggestionsResponse } },
        config: { rateLimit: 'search' },
      },
      (request) => suggestions(db, request.query.name),
    );
  };
}
