import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countHit } from './hit-counter';
import { RATE_LIMITS, type RateLimitRule } from './rules';
import { rateLimitWindows } from './tables';

const bucketOf = (rule: RateLimitRule, subject: string) => `${rule}:${subject}`;
const windowStartOf = (now: Date, windowMs: number) =>
  new Date(Math.floor(now.getTime() / windowMs) * windowMs);

/**
 * Limits on failed tries at one thing (the pick-up code of an order), counted for the thing whoever
 * tries, and only when a try fails. Asked before trying: once the window holds the rule's number of
 * failures, every try is refused until the window ends, a right one too, so that guessing cannot go on.
 * Answers how long until then, or undefined while tries are allowed.
 */
export async function triesRefused(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date = new Date(),
): Promise<{ retryAfterSeconds: number } | undefined> {
  const { hits, windowMs } = RATE_LIMITS[rule];
  const windowStart = windowStartOf(now, windowMs);
  const [row] = await db
    .select({ hits: rateLimitWindows.hits })
    .from(rateLimitWindows)
    .where(
      and(
        eq(rateLimitWindows.bucket, bucketOf(rule, subject)),
        eq(rateLimitWindows.windowStartedAt, windowStart),
      ),
    );
  if ((row?.hits ?? 0) < hits) return undefined;
  return { retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000) };
}

/** Counts one failed try at `subject` in the current window, in every process's same counter. */
export async function countFailedTry(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date = new Date(),
): Promise<void> {
  await countHit(db, bucketOf(rule, subject), RATE_LIMITS[rule].windowMs, now);
}
