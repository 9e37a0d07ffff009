import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { devPayEvents, devPayIdempotencyKeys, devPayObjects } from '../tables';
import type { DevEvent, Kind, Stored } from './objects';

/**
 * dev-pay's rows: Stripe's objects by id, its events and its idempotency keys. A change to an object is
 * made inside a transaction that first locks the rows it reads (`lock: true`), always in the order
 * customer, session, payment intent, so that two requests about one payment wait for each other instead
 * of overwriting each other, and never deadlock.
 */

export async function findObject<K extends Kind>(
  db: Database,
  type: K,
  id: string,
  options: { lock?: boolean } = {},
): Promise<Stored<K> | undefined> {
  const query = db
    .select({ data: devPayObjects.data, local: devPayObjects.local })
    .from(devPayObjects)
    .where(and(eq(devPayObjects.id, id), eq(devPayObjects.type, type)));
  const [row] = options.lock ? await query.for('update') : await query;
  // Only saveObject writes these rows, with the same kind: the one place their JSON is taken as typed.
  return row ? ({ data: row.data, local: row.local } as Stored<K>) : undefined;
}

export async function saveObject<K extends Kind>(db: Database, type: K, stored: Stored<K>): Promise<void> {
  const fields = {
    data: stored.data,
    local: stored.local,
    customer: customerOf(stored),
    dueAt: dueAt(stored),
  };
  await db
    .insert(devPayObjects)
    .values({ id: stored.data.id, type, ...fields })
    .onConflictDoUpdate({ target: devPayObjects.id, set: fields });
}

function customerOf(stored: Stored<Kind>): string | null {
  const { data } = stored;
  if (data.object === 'payment_intent' || data.object === 'customer_cash_balance_transaction') {
    return data.customer;
  }
  return null;
}

/** When an object changes unless someone acts first; see `dueObjects`. */
function dueAt(stored: Stored<Kind>): Date | null {
  const { data } = stored;
  if (data.object === 'checkout.session') {
    return data.status === 'open' ? new Date(data.expires_at * 1000) : null;
  }
  if (data.object !== 'payment_intent' || data.status !== 'requires_action') return null;
  const { settleAt } = stored.local as Stored<'payment_intent'>['local'];
  const voucher =
    data.next_action?.type === 'oxxo_display_details' ? data.next_action.oxxo_display_details : null;
  const moments = [settleAt, voucher ? voucher.expires_after * 1000 : undefined].filter(
    (moment): moment is number => moment !== undefined,
  );
  return moments.length > 0 ? new Date(Math.min(...moments)) : null;
}

/** The objects whose due moment has come, oldest first. */
export async function dueObjects(db: Database, now: Date): Promise<{ id: string; type: string }[]> {
  return db
    .select({ id: devPayObjects.id, type: devPayObjects.type })
    .from(devPayObjects)
    .where(and(isNotNull(devPayObjects.dueAt), lte(devPayObjects.dueAt, now)))
    .orderBy(asc(devPayObjects.dueAt))
    .limit(100);
}

/**
 * Expires the open sessions past their `expires_at` and answers them. The conditional UPDATE claims
 * each one: of several processes sweeping at once (or a shopper paying at the last second), only one
 * changes a session, so its `expired` event is sent once.
 */
export async function claimExpiredSessions(
  db: Database,
  now: Date,
): Promise<Stored<'checkout.session'>['data'][]> {
  const rows = await db
    .update(devPayObjects)
    .set({
      data: sql`${devPayObjects.data} || '{"status": "expired", "url": null}'::jsonb`,
      dueAt: null,
    })
    .where(
      and(
        eq(devPayObjects.type, 'checkout.session'),
        lte(devPayObjects.dueAt, now),
        sql`${devPayObjects.data} ->> 'status' = 'open'`,
      ),
    )
    .returning({ data: devPayObjects.data });
  return rows.map((row) => row.data as Stored<'checkout.session'>['data']);
}

/** A customer's payment intents still waiting for their money, oldest first. */
export async function openIntentsOf(db: Database, customer: string): Promise<Stored<'payment_intent'>[]> {
  const rows = await db
    .select({ data: devPayObjects.data, local: devPayObjects.local })
    .from(devPayObjects)
    .where(
      and(
        eq(devPayObjects.customer, customer),
        eq(devPayObjects.type, 'payment_intent'),
        sql`${devPayObjects.data} ->> 'status' = 'requires_action'`,
      ),
    )
    .orderBy(asc(devPayObjects.createdAt));
  return rows as Stored<'payment_intent'>[];
}

export async function insertEvent(db: Database, event: DevEvent): Promise<void> {
  await db.insert(devPayEvents).values({ id: event.id, type: event.type, data: event });
}

/** Events newest first, as Stripe lists them; all of them unless a limit is asked for. */
export async function listEvents(
  db: Database,
  filters: { type?: string; limit?: number },
): Promise<unknown[]> {
  const query = db
    .select({ data: devPayEvents.data })
    .from(devPayEvents)
    .where(filters.type ? eq(devPayEvents.type, filters.type) : undefined)
    .orderBy(desc(devPayEvents.seq));
  const rows = filters.limit ? await query.limit(filters.limit) : await query;
  return rows.map((row) => row.data);
}

export async function findEvent(db: Database, id: string): Promise<unknown> {
  const [row] = await db
    .select({ data: devPayEvents.data })
    .from(devPayEvents)
    .where(eq(devPayEvents.id, id));
  return row?.data;
}

/** The object made earlier under this key at this endpoint, if any. */
export async function objectOfKey(db: Database, endpoint: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ objectId: devPayIdempotencyKeys.objectId })
    .from(devPayIdempotencyKeys)
    .where(and(eq(devPayIdempotencyKeys.endpoint, endpoint), eq(devPayIdempotencyKeys.key, key)));
  return row?.objectId;
}

/**
 * Ties the key to `objectId`, unless another request took it first: then answers that request's
 * object. (The insert waits for a request with the same key still in its transaction.)
 */
export async function claimKey(
  db: Database,
  endpoint: string,
  key: string,
  objectId: string,
): Promise<string | undefined> {
  const claimed = await db
    .insert(devPayIdempotencyKeys)
    .values({ endpoint, key, objectId })
    .onConflictDoNothing()
    .returning({ objectId: devPayIdempotencyKeys.objectId });
  return claimed.length > 0 ? undefined : objectOfKey(db, endpoint, key);
}

/** Refunds newest first, of one payment intent or charge when asked. */
export async function listRefunds(
  db: Database,
  filters: { payment_intent?: string; charge?: string; limit: number },
): Promise<Stored<'refund'>['data'][]> {
  const field = (name: string, value: string | undefined) =>
    value ? sql`${devPayObjects.data} ->> ${name} = ${value}` : undefined;
  const rows = await db
    .select({ data: devPayObjects.data })
    .from(devPayObjects)
    .where(
      and(
        eq(devPayObjects.type, 'refund'),
        field('payment_intent', filters.payment_intent),
        field('charge', filters.charge),
      ),
    )
    .orderBy(desc(devPayObjects.createdAt))
    .limit(filters.limit);
  return rows.map((row) => row.data as Stored<'refund'>['data']);
}
