import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { deleteUnusedImage, lockedColor, picturesOf, writePictureOrder } from './color-pictures';

export const PICTURE_NOT_FOUND = 'Foto no encontrada';

/** Takes a picture off the colour; its stored bytes go too unless a banner shows it. */
export async function removePicture(
  db: Database,
  actorEmail: string,
  productId: number,
  colorId: number,
  name: string,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const color = await lockedColor(tx, productId, colorId);
    const current = await picturesOf(tx, colorId);
    const removed = current.find((picture) => picture.name === name);
    if (!removed) throw new HttpError(404, PICTURE_NOT_FOUND);
    const kept = current.filter((picture) => picture !== removed);
    await writePictureOrder(
      tx,
      colorId,
      kept.map((picture) => picture.imageId),
    );
    await deleteUnusedImage(tx, removed.imageId);
    await recordAudit(tx, actorEmail, {
      action: 'picture.removed',
      product: { id: productId, name: color.productName },
      color: color.name,
      picture: name,
    });
    return kept.map((picture) => picture.name);
  });
}
