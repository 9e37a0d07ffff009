import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { images } from '../tables';

export type StoredPicture = { id: number; bytes: Uint8Array; width: number; createdAt: Date };

/** A stored picture's bytes by its public name, for the image route to resize; undefined when unknown. */
export async function storedPicture(db: Database, name: string): Promise<StoredPicture | undefined> {
  const [picture] = await db
    .select({ id: images.id, bytes: images.bytes, width: images.width, createdAt: images.createdAt })
    .from(images)
    .where(eq(images.name, name));
  return picture;
}
