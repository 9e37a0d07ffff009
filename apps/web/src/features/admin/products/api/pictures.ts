import { errorResponse } from '@store/contract';
import { colorPictures } from '@store/contract/admin';
import { API_BASE, ApiError } from '../../../../lib/api';

/**
 * The picture calls. An upload sends the file itself (its type as Content-Type), which the JSON helpers
 * of lib/api cannot; the three calls answer the colour's pictures in their order.
 */
async function picturesCall(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: { data: BodyInit; type: string },
): Promise<string[]> {
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    credentials: 'include',
    headers: { accept: 'application/json', ...(body ? { 'content-type': body.type } : {}) },
    ...(body ? { body: body.data } : {}),
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorResponse.safeParse(payload);
    throw new ApiError(response.status, parsed.success ? parsed.data.error : '');
  }
  return colorPictures.parse(payload).images;
}

const picturesPath = (productId: number, colorId: number) =>
  `/admin/products/${productId}/colors/${colorId}/pictures`;

export const uploadPicture = (productId: number, colorId: number, file: File) =>
  picturesCall('POST', picturesPath(productId, colorId), { data: file, type: file.type });

export const reorderPictures = (productId: number, colorId: number, images: string[]) =>
  picturesCall('PUT', picturesPath(productId, colorId), {
    data: JSON.stringify({ images }),
    type: 'application/json',
  });

export const removePicture = (productId: number, colorId: number, name: string) =>
  picturesCall('DELETE', `${picturesPath(productId, colorId)}/${encodeURIComponent(name)}`);
