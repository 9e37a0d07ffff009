import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { banners, colorImages, colors, images, products } from '../tables';

export const COLOR_NOT_FOUND = 'Color no encontrado';

export type ColorPicture = { imageId: number; name: string };

/**
 * The colour of that product, locked for the rest of the transaction so that two changes to its
 * pictures cannot interleave; 404 when either does not exist or the colour is another product's.
 */
export async function lockedColor(tx: Database, productId: number, colorId: number) {
  const [color] = await tx
    .select({ name: colors.name, productName: products.name })
    .from(colors)
    .innerJoin(products, eq(products.id, colors.productId))
    .where(and(eq(colors.id, colorId), eq(colors.productId, productId)))
    .for('update', { of: colors });
  if (!color) throw new HttpError(404, COLOR_NOT_FOUND);
  return color;
}

/** The colour's pictures in display order. */
export async function picturesOf(tx: Database, colorId: number): Promise<ColorPicture[]> {
  return tx
    .select({ imageId: colorImages.imageId, name: images.name })
    .from(colorImages)
    .innerJoin(images, eq(images.id, colorImages.imageId))
    .where(eq(colorImages.colorId, colorId))
    .orderBy(asc(colorImages.position));
}

/** Positions are a primary key: the colour's rows are written again, in order, rather than shuffled. */
export async function writePictureOrder(tx: Database, colorId: number, imageIds: number[]): Promise<void> {
  await tx.delete(colorImages).where(eq(colorImages.colorId, colorId));
  if (imageIds.length > 0) {
    await tx
      .insert(colorImages)
      .values(imageIds.map((imageId, position) => ({ colorId, imageId, position })));
  }
}

/** Deletes a stored picture's bytes unless a colour or a banner still shows it. */
export async function deleteUnusedImage(tx: Database, imageId: number): Promise<void> {
  await tx
    .delete(images)
    .where(
      and(
        eq(images.id, imageId),
        sql`NOT EXISTS (SELECT 1 FROM ${colorImages} WHERE ${colorImages.imageId} = ${images.id})`,
        sql`NOT EXISTS (SELECT 1 FROM ${banners} WHERE ${banners.imageId} = ${images.id})`,
      ),
    );
}
