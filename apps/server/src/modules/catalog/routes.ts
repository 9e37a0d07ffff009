import {
  bannersResponse,
  stripResponse,
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
import { HttpError } from '../../http/errors';
import { rememberingSerializerCompiler } from '../../http/remembered-serializer';
import type { CatalogAnswers } from './catalog-answers';
import { PRODUCT_NOT_FOUND } from './editing/refusals';

/** Read before validation, so the query is still whatever the client sent. */
const hasSearchText = (query: unknown): boolean =>
  typeof query === 'object' && query !== null && 'name' in query && Boolean(query.name);

/** The storefront's catalogue calls. Handlers only translate HTTP; the answers are remembered exactly. */
export function catalogRoutes(catalog: CatalogAnswers): FastifyPluginAsyncZod {
  return async (app) => {
    // Within this plugin only: a remembered answer's JSON is written once.
    app.setSerializerCompiler(rememberingSerializerCompiler);
    for (const selection of SELECTIONS) {
      app.get(`/selection/${selection}`, { schema: { response: { 200: selectionResponse } } }, () =>
        catalog.selection(selection),
      );
    }

    app.get('/banners', { schema: { response: { 200: bannersResponse } } }, () => catalog.banners());

    app.get('/strip', { schema: { response: { 200: stripResponse } } }, () => catalog.stripLines());

    app.get('/categories', { schema: { response: { 200: categoriesResponse } } }, () => catalog.categories());

    app.get(
      '/products/list',
      {
        schema: { querystring: productListQuery, response: { 200: productListResponse } },
        // Browsing a department is not a search; a typed query is.
        config: { rateLimit: (request) => (hasSearchText(request.query) ? 'search' : undefined) },
      },
      (request) => catalog.list(request.query),
    );

    app.get(
      '/products/productItem/:id',
      { schema: { params: productItemParams, response: { 200: productDetailSchema, 404: errorResponse } } },
      async (request) => {
        const product = await catalog.product(request.params.id);
        if (!product) throw new HttpError(404, PRODUCT_NOT_FOUND);
        return product;
      },
    );

    app.get(
      '/products/cart',
      { schema: { querystring: cartLinesQuery, response: { 200: cartLinesResponse } } },
      (request) => catalog.cartLines(request.query.variantIds),
    );

    app.get(
      '/products/suggestions',
      {
        schema: { querystring: suggestionsQuery, response: { 200: suggestionsResponse } },
        config: { rateLimit: 'search' },
      },
      (request) => catalog.suggestions(request.query.name),
    );
  };
}
