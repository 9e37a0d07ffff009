import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from './tables';
import { hashToken, newToken } from '../../lib/secret-tokens';

/** A session ends after this long unused, and in any case this long after signing in. */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
// Pushing the expiry forward costs a write; once an hour per session is enough.
const SLIDE_EVERY_MS = 60 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

/** A new session for the user; the caller puts the returned token in the cookie. */
export async function createSession(db: Database, userId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  // Expired sessions are swept here, on sign-in, instead of by a background job.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return token;
}

/** The user a session token belongs to, while the session is alive; each use slides its expiry. */
export async function userForSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<SessionUser | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  if (!row) return undefined;
  if (now.getTime() - row.session.lastSeenAt.getTime() > SLIDE_EVERY_MS) {
    const absoluteEnd = row.session.createdAt.getTime() + SESSION_ABSOLUTE_MS;
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteEnd)) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return row.user;
}

/** What the database keeps of a session's cookie token: its name in a bearer token, never the token itself. */
export const sessionHashOf = (token: string): string => hashToken(token);

/**
 * The user of a session named by its hash while it is alive (not signed out, not expired), or undefined.
 * Read-only: a bearer token's use does not slide the session's expiry, only the shopper's own visits do.
 */
export async function userOfLiveSession(
  db: Database,
  sessionHash: string,
  now = new Date(),
): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sessionHash), gt(sessions.expiresAt, now)));
  return row?.user;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
