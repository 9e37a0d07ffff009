import { cartLinesResponse } from '@store/contract';
import { request } from '../api';

/** Today's price and stock of the given variants (GET {api}/products/cart?variantIds=…). */
export const getCartLines = (variantIds: number[], signal?: AbortSignal) =>
  request('/products/cart', cartLinesResponse, { query: { variantIds: variantIds.join(',') }, signal });
