import { savedProduct, type ProductInput } from '@store/contract/admin';
import { apiPost, apiSend } from '../../../../lib/api';

/** POST /api/admin/products: answers the new product's id. */
export const createProduct = async (input: ProductInput): Promise<number> =>
  (await apiPost('/admin/products', input, savedProduct)).product_id;

/** PUT /api/admin/products/:id with the whole product; answers the server's message. */
export const updateProduct = (productId: number, input: ProductInput): Promise<string> =>
  apiSend('PUT', `/admin/products/${productId}`, input);

/** POST /api/admin/products/:id/hide or /show; answers the server's message. */
export const setProductHidden = (productId: number, hidden: boolean): Promise<string> =>
  apiSend('POST', `/admin/products/${productId}/${hidden ? 'hide' : 'show'}`);
