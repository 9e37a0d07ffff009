import { colorPictures, type AdminProductDetail } from '@store/contract/admin';
import { request, type RequestOptions } from '../../../../lib/api';
import { pictureTypeOf } from '../../../../lib/picture-type';
import { useQueryClient } from '../../../../lib/query';
import { useMutation } from '../../../../lib/query/use-mutation';
import { adminKeys } from '../../keys';

/** What staff does to a saved colour's pictures: add one (the file itself), reorder them, or remove one. */
export type PictureChange = { upload: File } | { reorder: string[] } | { remove: string };

/** The picture calls; each answers the colour's pictures in their order. */
function changePictures(productId: number, colorId: number, change: PictureChange): Promise<string[]> {
  const path = `/admin/products/${productId}/colors/${colorId}/pictures`;
  const call = async (at: string, options: RequestOptions) =>
    (await request(at, colorPictures, options)).images;
  if ('upload' in change) {
    return call(path, {
      method: 'POST',
      upload: { data: change.upload, type: pictureTypeOf(change.upload) },
    });
  }
  if ('reorder' in change) return call(path, { method: 'PUT', json: { images: change.reorder } });
  return call(`${path}/${encodeURIComponent(change.remove)}`, { method: 'DELETE' });
}

/**
 * Each change is saved at once. Only the stored product's pictures are replaced with the answer: the
 * editor's unsaved edits stay as they are.
 */
export function useChangePictures(productId: number, colorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PictureChange) => changePictures(productId, colorId, change),
    onSuccess: (images) => {
      const key = adminKeys.products.detail(productId);
      const product = client.getQueryData<AdminProductDetail>(key);
      if (!product) return;
      client.setQueryData<AdminProductDetail>(key, {
        ...product,
        colors: product.colors.map((color) => (color.color_id === colorId ? { ...color, images } : color)),
      });
    },
  });
}
