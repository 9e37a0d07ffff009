import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../../server/src/db/client';
import { devPayEvents, devPayIdempotencyKeys, devPayObjects } from '../tables';
import type { DevEvent, Kind, RefundJson, SessionJson, Stored } from '../objects/stripe-json';
import { customerOf, dueAt, type DevPayStore, type StoreWriter } from './store';

/**
 * dev-pay's store straight on its tables (PostgreSQL, shared by every server on the database). A change
 * is one transaction whose reads lock their rows (`SELECT … FOR UPDATE`) in dev-pay's order: customer,
 * session, payment intent, then charge. Two requests about one payment wait for each other instead of
 * overwriting each other, and never deadlock.
 */
export function sqlStore(db: Database): DevPayStore {
  return {
    ...sqlWriter(db),
    change: (work) => db.transaction((tx) => work(sqlWriter(tx))),
    close: async () => undefined,
  };
}

/** The store's queries and writes on `db`, a transaction or not. */
export function sqlWriter(db: Database): StoreWriter {
  return {
    async find<K extends Kind>(type: K, id: string, options: { lock?: boolean } = {}) {
      const query = db
        .select({ data: devPayObjects.data, local: devPayObjects.local })
        .from(devPayObjects)
        .where(and(eq(devPayObjects.id, id), eq(devPayObjects.type, type)));
      const [row] = options.lock ? await query.for('update') : await query;
      // Only `save` writes these rows, with the same kind: the one place their JSON is taken as typed.
      return row ? ({ data: row.data, local: row.local } as Stored<K>) : undefined;
    },

    async save(type, stored) {
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
    },

    async openIntentsOf(customer) {
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
    },

    async listRefunds(filters) {
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
      return rows.map((row) => row.data as RefundJson);
    },

    async listEvents(filters) {
      const query = db
        .select({ data: devPayEvents.data })
        .from(devPayEvents)
        .where(filters.type ? eq(devPayEvents.type, filters.type) : undefined)
        .orderBy(desc(devPayEvents.seq));
      const rows = filters.limit ? await query.limit(filters.limit) : await query;
      return rows.map((row) => row.data);
    },

    async findEvent(id) {
      const [row] = await db
        .select({ data: devPayEvents.data })
        .from(devPayEvents)
        .where(eq(devPayEvents.id, id));
      return row?.data;
    },

    async objectOfKey(endpoint, key) {
      const [row] = await db
        .select({ objectId: devPayIdempotencyKeys.objectId })
        .from(devPayIdempotencyKeys)
        .where(and(eq(devPayIdempotencyKeys.endpoint, endpoint), eq(devPayIdempotencyKeys.key, key)));
      return row?.objectId;
    },

    async dueObjects(now) {
      return db
        .select({ id: devPayObjects.id, type: devPayObjects.type })
        .from(devPayObjects)
        .where(and(isNotNull(devPayObjects.dueAt), lte(devPayObjects.dueAt, now)))
        .orderBy(asc(devPayObjects.dueAt))
        .limit(100);
    },

    async insertEvent(event: DevEvent) {
      await db.insert(devPayEvents).values({ id: event.id, type: event.type, data: event });
    },

    // The insert waits for a request with the same key still in its transaction, then sees its row.
    async claimKey(endpoint, key, objectId) {
      const claimed = await db
        .insert(devPayIdempotencyKeys)
        .values({ endpoint, key, objectId })
        .onConflictDoNothing()
        .returning({ objectId: devPayIdempotencyKeys.objectId });
      return claimed.length > 0 ? undefined : this.objectOfKey(endpoint, key);
    },

    // A conditional UPDATE: a session a shopper is paying (its row locked) is left as the payment makes it.
    async claimExpiredSessions(now) {
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
      return rows.map((row) => row.data as SessionJson);
    },
  };
}
