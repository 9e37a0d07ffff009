import { MAX_PICTURES_PER_COLOR } from '@store/contract/admin';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { colorImages, images } from '../tables';
import { lockedColor, picturesOf } from './color-pictures';
import { encodePicture, pictureName } from './encode-picture';

export const TOO_MANY_PICTURES = `Cada color puede tener a lo más ${MAX_PICTURES_PER_COLOR} fotos.`;

/** Adds an uploaded picture, re-encoded, after the colour's others; answers the colour's pictures. */
export async function addPicture(
  db: Database,
  actorEmail: string,
  productId: number,
  colorId: number,
  upload: Buffer,
): Promise<string[]> {
  // Before the transaction: decoding takes a while and needs no lock; a non-picture touches nothing.
  const encoded = await encodePicture(upload);
  return db.transaction(async (tx) => {
    const color = await lockedColor(tx, productId, colorId);
    const current = await picturesOf(tx, colorId);
    if (current.length >= MAX_PICTURES_PER_COLOR) throw new HttpError(422, TOO_MANY_PICTURES);
    const name = pictureName(color.productName, productId);
    const [image] = await tx
      .insert(images)
      .values({ name, contentType: 'image/webp', ...encoded })
      .returning({ id: images.id });
    if (!image) throw new Error('No se guardó la foto');
    await tx.insert(colorImages).values({ colorId, imageId: image.id, position: current.length });
    await recordAudit(tx, actorEmail, {
      action: 'picture.added',
      product: { id: productId, name: color.productName },
      color: color.name,
      picture: name,
    });
    return [...current.map((picture) => picture.name), name];
  });
}
