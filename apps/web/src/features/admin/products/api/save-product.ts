import { messageResponse } from '@store/contract';
import { savedProduct, type AdminProductDetail, type ProductInput } from '@store/contract/admin';
import { request } from '../../../../lib/api';
import { useQueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { getAdminProduct } from '../../admin-product';
import { adminKeys } from '../../keys';

/** POST /api/admin/products: answers the new product's id. */
export const createProduct = async (input: ProductInput): Promise<number> =>
  (await request('/admin/products', savedProduct, { method: 'POST', json: input })).product_id;

/** PUT /api/admin/products/:id with the whole product; answers the server's message. */
export const updateProduct = async (productId: number, input: ProductInput): Promise<string> =>
  (await request(`/admin/products/${productId}`, messageResponse, { method: 'PUT', json: input })).message;

/** POST /api/admin/products/:id/hide or /show; answers the server's message. */
export const setProductHidden = async (productId: number, hidden: boolean): Promise<string> =>
  (
    await request(`/admin/products/${productId}/${hidden ? 'hide' : 'show'}`, messageResponse, {
      method: 'POST',
    })
  ).message;

/** POST /api/admin/products/:id/publish: a draft enters the shop; answers the server's message. */
export const publishProduct = async (productId: number): Promise<string> =>
  (await request(`/admin/products/${productId}/publish`, messageResponse, { method: 'POST' })).message;

/** A new product appears in the lists. */
export const useCreateProduct = () =>
  useMutation({ mutationFn: createProduct, invalidates: [adminKeys.products.all()] });

/**
 * A saved product is read back, so that the editor shows what the server kept (new variants get their
 * ids and SKUs); the lists are asked again.
 */
export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, input }: { productId: number; input: ProductInput }) => {
      const message = await updateProduct(productId, input);
      return { message, stored: await getAdminProduct(productId) };
    },
    onSuccess: ({ stored }) => client.setQueryData(adminKeys.products.detail(stored.product_id), stored),
    invalidates: [adminKeys.products.lists()],
  });
}

/**
 * Publishes a draft, hides a shown product or shows a hidden one; the editor shows it at once and the
 * lists are asked again.
 */
export function useToggleProductHidden() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (product: AdminProductDetail) =>
      product.draft
        ? publishProduct(product.product_id)
        : setProductHidden(product.product_id, !product.hidden),
    onSuccess: (_message, product) =>
      client.setQueryData(adminKeys.products.detail(product.product_id), {
        ...product,
        draft: false,
        hidden: !product.hidden,
      }),
    invalidates: [adminKeys.products.lists()],
  });
}
