import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviewSettings } from './tables';

/** Whether new reviews go out at once; until the owner says so, they wait for approval. */
export async function publishesAtOnce(db: Database): Promise<boolean> {
  const [row] = await db.select({ atOnce: reviewSettings.publishAtOnce }).from(reviewSettings);
  return row?.atOnce ?? false;
}

export async function setPublishAtOnce(db: Database, atOnce: boolean): Promise<void> {
  await db
    .insert(reviewSettings)
    .values({ id: 1, publishAtOnce: atOnce })
    .onConflictDoUpdate({ target: reviewSettings.id, set: { publishAtOnce: atOnce, updatedAt: sql`now()` } });
}
