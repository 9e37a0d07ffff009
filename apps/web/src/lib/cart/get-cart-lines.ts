import { cartLinesResponse } from '@store/contract';
import { apiGet } from '../api';

/** Today's price and stock of the given variants (spec: GET {api}/products/cart?variantIds=…). */
export const getCartLines = (variantIds: number[], signal?: AbortSignal) =>
  apiGet('/products/cart', cartLinesResponse, { variantIds: variantIds.join(',') }, signal);
