import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { lockedColor, picturesOf, writePictureOrder } from './color-pictures';

export const WRONG_PICTURE_SET =
  'El nuevo orden debe llevar exactamente las fotos que ya tiene el color. Recarga la página e intenta de nuevo.';

/**
 * Puts the colour's pictures in the order given, which must name exactly the pictures it has, and
 * audits the new order (the first picture is the one the shop's cards show). The same order again
 * changes and logs nothing.
 */
export async function reorderPictures(
  db: Database,
  actorEmail: string,
  productId: number,
  colorId: number,
  order: string[],
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const color = await lockedColor(tx, productId, colorId);
    const current = await picturesOf(tx, colorId);
    const idOf = new Map(current.map((picture) => [picture.name, picture.imageId]));
    const sameSet =
      order.length === current.length &&
      new Set(order).size === order.length &&
      order.every((name) => idOf.has(name));
    if (!sameSet) throw new HttpError(409, WRONG_PICTURE_SET);
    const before = current.map((picture) => picture.name);
    if (before.every((name, index) => name === order[index])) return order;
    await writePictureOrder(
      tx,
      colorId,
      order.map((name) => idOf.get(name) ?? 0),
    );
    await recordAudit(tx, actorEmail, {
      action: 'pictures.reordered',
      product: { id: productId, name: color.productName },
      color: color.name,
      before,
      after: order,
    });
    return order;
  });
}
