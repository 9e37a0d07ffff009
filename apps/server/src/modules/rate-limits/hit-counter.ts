import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { col, rowShape, selectRow } from '../../db/rows';
import { rateLimitWindows } from './tables';

const windowHits = rowShape({ hits: col.integer });

/**
 * Counts one hit for `bucket` in the window that contains `now` and returns the window's count so far.
 * One atomic upsert: concurrent requests on any number of app servers each see a distinct count.
 */
export async function countHit(db: Database, bucket: string, windowMs: number, now: Date): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const row = await selectRow(
    db,
    sql`INSERT INTO ${rateLimitWindows} (bucket, window_started_at, hits)
        VALUES (${bucket}, ${windowStart.toISOString()}, 1)
        ON CONFLICT (bucket) DO UPDATE SET
          hits = CASE WHEN ${rateLimitWindows.windowStartedAt} = excluded.window_started_at
                      THEN ${rateLimitWindows.hits} + 1 ELSE 1 END,
          window_started_at = excluded.window_started_at
        RETURNING hits`,
    windowHits,
  );
  return row?.hits ?? 1;
}

/** Windows that ended before `before`: nobody is counted against them any more. */
export async function forgetWindowsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStartedAt, before));
}
