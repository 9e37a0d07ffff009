import type { DevEvent, Kind, RefundJson, SessionJson, Stored } from '../objects/stripe-json';

/**
 * Where dev-pay keeps Stripe's objects, its events and its idempotency keys: its tables in the shop's
 * database. On PostgreSQL (sql-store.ts) every change is a transaction that locks the rows it reads,
 * so several servers can share one database. On PGlite (memory-store.ts) one process owns the data,
 * so it answers from memory and writes its tables behind: PGlite has a single connection, and the shop
 * may call dev-pay over HTTP while it holds a transaction open on it (cancelling an order refunds inside
 * one), which a query from dev-pay would wait for forever.
 */

export type RefundFilters = { payment_intent?: string; charge?: string; limit: number };
export type EventFilters = { type?: string; limit?: number };

export interface StoreReader {
  find<K extends Kind>(type: K, id: string, options?: { lock?: boolean }): Promise<Stored<K> | undefined>;
  /** A customer's payment intents still waiting for their money, oldest first. */
  openIntentsOf(customer: string): Promise<Stored<'payment_intent'>[]>;
  /** Refunds newest first, of one payment intent or charge when asked. */
  listRefunds(filters: RefundFilters): Promise<RefundJson[]>;
  /** Events newest first, as Stripe lists them; all of them unless a limit is asked for. */
  listEvents(filters: EventFilters): Promise<unknown[]>;
  findEvent(id: string): Promise<unknown>;
  /** The object made earlier under this key at this endpoint, if any. */
  objectOfKey(endpoint: string, key: string): Promise<string | undefined>;
  /** The objects whose due moment (see `dueAt`) has come, oldest first. */
  dueObjects(now: Date): Promise<{ id: string; type: string }[]>;
}

/** The store inside one change: what it reads is locked on request, what it writes lands together. */
export interface StoreWriter extends StoreReader {
  save<K extends Kind>(type: K, stored: Stored<K>): Promise<void>;
  insertEvent(event: DevEvent): Promise<void>;
  /**
   * Ties the key to `objectId`, unless another request took it first: then answers that request's
   * object.
   */
  claimKey(endpoint: string, key: string, objectId: string): Promise<string | undefined>;
  /**
   * Expires the open sessions past their `expires_at` and answers them; of several sweepers at once,
   * only one changes a session, so its `expired` event is sent once.
   */
  claimExpiredSessions(now: Date): Promise<SessionJson[]>;
}

export interface DevPayStore extends StoreReader {
  /** Runs `work` as one change: all its writes, or none when it throws. */
  change<T>(work: (tx: StoreWriter) => Promise<T>): Promise<T>;
  /** Waits for what is still being written. */
  close(): Promise<void>;
}

/** The customer a payment or a cash balance movement belongs to: a SPEI transfer looks them up. */
export function customerOf(stored: Stored<Kind>): string | null {
  const { data } = stored;
  if (data.object === 'payment_intent' || data.object === 'customer_cash_balance_transaction') {
    return data.customer;
  }
  return null;
}

/**
 * When an object changes unless someone acts first: an open session expires, a voucher lapses, a test
 * e-mail's payment arrives, a refund finishes later. The sweeper looks only at objects whose moment has come.
 */
export function dueAt(stored: Stored<Kind>): Date | null {
  const { data } = stored;
  if (data.object === 'refund') {
    const { settleAt, outcome } = stored.local as Stored<'refund'>['local'];
    return settleAt !== undefined && outcome && data.status !== outcome ? new Date(settleAt) : null;
  }
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
