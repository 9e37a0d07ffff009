import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { deleteUnusedImage } from '../pictures/color-pictures';
import { encodePicture, pictureName } from '../pictures/encode-picture';
import { banners, images } from '../tables';

export const bannerNotSaved = (position: number) =>
  `El banner ${position} aún no está guardado: guarda primero los banners y después cambia su foto.`;

/**
 * Puts an uploaded picture, re-encoded like a product's, on the banner at `position` (counted from 1,
 * as the owner sees them) and answers its new name. The banner's old picture goes too unless a colour
 * or another banner still shows it.
 */
export async function replaceBannerPicture(
  db: Database,
  actorEmail: string,
  position: number,
  upload: Buffer,
): Promise<string> {
  // Before the transaction: decoding takes a while and needs no lock; a non-picture touches nothing.
  const encoded = await encodePicture(upload);
  return db.transaction(async (tx) => {
    const place = position - 1;
    const [banner] = await tx
      .select({ imageId: banners.imageId })
      .from(banners)
      .where(eq(banners.position, place))
      .for('update');
    if (!banner) throw new HttpError(409, bannerNotSaved(position));

    const name = pictureName('banner', position);
    const [image] = await tx
      .insert(images)
      .values({ name, contentType: 'image/webp', ...encoded })
      .returning({ id: images.id });
    if (!image) throw new Error('No se guardó la foto del banner');
    await tx.update(banners).set({ imageId: image.id }).where(eq(banners.position, place));
    await deleteUnusedImage(tx, banner.imageId);
    await recordAudit(tx, actorEmail, {
      action: 'home.banner_picture_changed',
      banner: position,
      picture: name,
    });
    return name;
  });
}
