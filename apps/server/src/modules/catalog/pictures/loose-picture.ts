import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { images } from '../tables';
import { encodePicture, pictureName } from './encode-picture';

/**
 * A picture that belongs to no colour (a shopper's review photo): read and drawn again like the
 * catalogue's own, so no EXIF field (a location, the phone) survives, stored with the shop's pictures and
 * served by the same image route under a fresh name. Answers that name.
 */
export async function addLoosePicture(
  db: Database,
  upload: Buffer,
  namedAfter: { label: string; id: number },
  notAPicture: string,
): Promise<string> {
  const encoded = await encodePicture(upload, notAPicture);
  const name = pictureName(namedAfter.label, namedAfter.id);
  await db.insert(images).values({ name, contentType: 'image/webp', ...encoded });
  return name;
}

/** Deletes pictures that no colour or banner shows (review photos no review took), by their names. */
export async function removeLoosePictures(db: Database, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db.delete(images).where(inArray(images.name, names));
}
