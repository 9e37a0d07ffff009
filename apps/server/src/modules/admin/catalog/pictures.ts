import { MAX_PICTURES_PER_COLOR } from '@store/contract/admin';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { banners, colorImages, colors, images, products } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../audit';
import { encodePicture, pictureName } from './encode-picture';
import { productSubject } from './save-product';

export const COLOR_NOT_FOUND = 'Color no encontrado';
export const PICTURE_NOT_FOUND = 'Foto no encontrada';
export const TOO_MANY_PICTURES = `Cada color puede tener a lo más ${MAX_PICTURES_PER_COLOR} fotos.`;
export const WRONG_PICTURE_SET =
  'El nuevo orden debe llevar exactamente las fotos que ya tiene el color. Recarga la página e intenta de nuevo.';

type ColorPictureRow = { imageId: number; name: string };

/**
 * The colour of that product, locked for the rest of the transaction so that two uploads to it cannot
 * take the same position; 404 when either does not exist or the colour is another product's.
 */
async function lockedColor(tx: Database, productId: number, colorId: number) {
  const [color] = await tx
    .select({ name: colors.name, productName: products.name })
    .from(colors)
    .innerJoin(products, eq(products.id, colors.productId))
    .where(and(eq(colors.id, colorId), eq(colors.productId, productId)))
    .for('update', { of: colors });
  if (!color) throw new HttpError(404, COLOR_NOT_FOUND);
  return color;
}

async function picturesOf(tx: Database, colorId: number): Promise<ColorPictureRow[]> {
  return tx
    .select({ imageId: colorImages.imageId, name: images.name })
    .from(colorImages)
    .innerJoin(images, eq(images.id, colorImages.imageId))
    .where(eq(colorImages.colorId, colorId))
    .orderBy(asc(colorImages.position));
}

/** Positions are a primary key: the colour's rows are written again, in order, rather than shuffled. */
async function writeOrder(tx: Database, colorId: number, imageIds: number[]): Promise<void> {
  await tx.delete(colorImages).where(eq(colorImages.colorId, colorId));
  if (imageIds.length > 0) {
    await tx
      .insert(colorImages)
      .values(imageIds.map((imageId, position) => ({ colorId, imageId, position })));
  }
}

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
    await recordAudit(tx, {
      actorEmail,
      action: 'agregó una foto',
      subject: productSubject(productId, color.productName),
      details: { color: color.name, foto: name },
    });
    return [...current.map((picture) => picture.name), name];
  });
}

/** Puts the colour's pictures in the order given, which must name exactly the pictures it has. */
export async function reorderPictures(
  db: Database,
  productId: number,
  colorId: number,
  order: string[],
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockedColor(tx, productId, colorId);
    const current = await picturesOf(tx, colorId);
    const idOf = new Map(current.map((picture) => [picture.name, picture.imageId]));
    const sameSet =
      order.length === current.length &&
      new Set(order).size === order.length &&
      order.every((name) => idOf.has(name));
    if (!sameSet) throw new HttpError(409, WRONG_PICTURE_SET);
    await writeOrder(
      tx,
      colorId,
      order.map((name) => idOf.get(name) ?? 0),
    );
    return order;
  });
}

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
    await writeOrder(
      tx,
      colorId,
      kept.map((picture) => picture.imageId),
    );
    await tx
      .delete(images)
      .where(
        and(
          inArray(images.id, [removed.imageId]),
          sql`NOT EXISTS (SELECT 1 FROM ${colorImages} WHERE ${colorImages.imageId} = ${images.id})`,
          sql`NOT EXISTS (SELECT 1 FROM ${banners} WHERE ${banners.imageId} = ${images.id})`,
        ),
      );
    await recordAudit(tx, {
      actorEmail,
      action: 'quitó una foto',
      subject: productSubject(productId, color.productName),
      details: { color: color.name, foto: name },
    });
    return kept.map((picture) => picture.name);
  });
}
