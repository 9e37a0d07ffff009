import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import {
  createSession,
  deleteSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  userForSession,
} from './sessions';
import { hashToken } from '../../lib/secret-tokens';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('sessions', () => {
  let database: DatabaseHandle;
  let userId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.db
      .insert(users)
      .values({ issuer: 'https://idp.test', subject: 's', email: 'ana@example.mx', name: 'Ana' })
      .returning();
    userId = user!.id;
  });
  afterAll(() => database.close());

  const expiryOf = async (token: string) =>
    (
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
    )[0]?.expiresAt.getTime();

  it('keeps only a hash of the token, and slides the expiry forward with use', async () => {
    const start = new Date('2026-11-01T10:00:00Z');
    const token = await createSession(database.db, userId, start);
    expect(await database.db.select().from(sessions).where(eq(sessions.tokenHash, token))).toHaveLength(0);
    expect(await expiryOf(token)).toBe(start.getTime() + SESSION_IDLE_MS);

    const later = new Date(start.getTime() + 10 * DAY);
    expect((await userForSession(database.db, token, later))?.id).toBe(userId);
    expect(await expiryOf(token)).toBe(later.getTime() + SESSION_IDLE_MS);
  });

  it('ends after the idle time without use', async () => {
    const start = new Date('2026-11-01T10:00:00Z');
    const token = await createSession(database.db, userId, start);
    expect(
      await userForSession(database.db, token, new Date(start.getTime() + SESSION_IDLE_MS + 1)),
    ).toBeUndefined();
  });

  it('never slides past the absolute lifetime', async () => {
    const start = new Date('2026-08-01T10:00:00Z');
    const token = await createSession(database.db, userId, start);
    let now = start.getTime();
    while (now + 13 * DAY < start.getTime() + SESSION_ABSOLUTE_MS) {
      now += 13 * DAY;
      expect((await userForSession(database.db, token, new Date(now)))?.id).toBe(userId);
    }
    expect(await expiryOf(token)).toBe(start.getTime() + SESSION_ABSOLUTE_MS);
    expect(
      await userForSession(database.db, token, new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1)),
    ).toBeUndefined();
  });

  it('is gone after sign-out', async () => {
    const token = await createSession(database.db, userId);
    await deleteSession(database.db, token);
    expect(await userForSession(database.db, token)).toBeUndefined();
  });
});
