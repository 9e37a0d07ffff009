import { asc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../../server/src/db/client';
import { devPayEvents, devPayIdempotencyKeys, devPayObjects } from '../tables';
import type { DevEvent, Kind, RefundJson, SessionJson, Stored } from '../objects/stripe-json';
import { sqlWriter } from './sql-store';
import {
  customerOf,
  dueAt,
  type DevPayStore,
  type EventFilters,
  type RefundFilters,
  type StoreWriter,
} from './store';

type Entry = { type: Kind; stored: Stored<Kind>; order: number };

/** Everything dev-pay has, as loaded from its tables and changed since. */
type Contents = {
  objects: Map<string, Entry>;
  /** Oldest first. */
  events: DevEvent[];
  keys: Map<string, string>;
  /** The order of the next object created (lists go by creation). */
  nextOrder: number;
};

const keyName = (endpoint: string, key: string) => `${endpoint}\n${key}`;

/**
 * The store seen from inside one change, or read outside any: reads see the change's own writes over
 * the committed contents; writes stay in the change until it commits. Objects are handed out as
 * copies, so an operation that edits one and then fails leaves nothing behind.
 */
class MemoryChange implements StoreWriter {
  readonly objects = new Map<string, Entry>();
  readonly events: DevEvent[] = [];
  readonly keys = new Map<string, string>();

  constructor(private readonly contents: Contents) {}

  private entry(id: string): Entry | undefined {
    return this.objects.get(id) ?? this.contents.objects.get(id);
  }

  private entries(type: Kind): Entry[] {
    const merged = new Map([...this.contents.objects, ...this.objects]);
    return [...merged.values()].filter((entry) => entry.type === type).sort((a, b) => a.order - b.order);
  }

  async find<K extends Kind>(type: K, id: string): Promise<Stored<K> | undefined> {
    const entry = this.entry(id);
    // Only `save` puts entries here, with their kind: the one place they are taken as typed.
    return entry?.type === type ? (structuredClone(entry.stored) as Stored<K>) : undefined;
  }

  async save<K extends Kind>(type: K, stored: Stored<K>): Promise<void> {
    const id = stored.data.id;
    const order = this.entry(id)?.order ?? this.contents.nextOrder++;
    this.objects.set(id, { type, stored: structuredClone(stored), order });
  }

  async openIntentsOf(customer: string): Promise<Stored<'payment_intent'>[]> {
    return this.entries('payment_intent')
      .map((entry) => entry.stored as Stored<'payment_intent'>)
      .filter((stored) => customerOf(stored) === customer && stored.data.status === 'requires_action')
      .map((stored) => structuredClone(stored));
  }

  async listRefunds(filters: RefundFilters): Promise<RefundJson[]> {
    return this.entries('refund')
      .map((entry) => entry.stored.data as RefundJson)
      .filter(
        (refund) =>
          (!filters.payment_intent || refund.payment_intent === filters.payment_intent) &&
          (!filters.charge || refund.charge === filters.charge),
      )
      .reverse()
      .slice(0, filters.limit)
      .map((refund) => structuredClone(refund));
  }

  async listEvents(filters: EventFilters): Promise<unknown[]> {
    const events = [...this.contents.events, ...this.events]
      .filter((event) => !filters.type || event.type === filters.type)
      .reverse();
    return structuredClone(filters.limit ? events.slice(0, filters.limit) : events);
  }

  async findEvent(id: string): Promise<unknown> {
    const event = [...this.contents.events, ...this.events].find((candidate) => candidate.id === id);
    return event && structuredClone(event);
  }

  async objectOfKey(endpoint: string, key: string): Promise<string | undefined> {
    const name = keyName(endpoint, key);
    return this.keys.get(name) ?? this.contents.keys.get(name);
  }

  async dueObjects(now: Date): Promise<{ id: string; type: string }[]> {
    return [...new Map([...this.contents.objects, ...this.objects]).values()]
      .map((entry) => ({ id: entry.stored.data.id, type: entry.type, due: dueAt(entry.stored) }))
      .filter(
        (entry): entry is { id: string; type: Kind; due: Date } => entry.due !== null && entry.due <= now,
      )
      .sort((a, b) => a.due.getTime() - b.due.getTime())
      .slice(0, 100)
      .map(({ id, type }) => ({ id, type }));
  }

  async insertEvent(event: DevEvent): Promise<void> {
    this.events.push(structuredClone(event));
  }

  async claimKey(endpoint: string, key: string, objectId: string): Promise<string | undefined> {
    const earlier = await this.objectOfKey(endpoint, key);
    if (earlier) return earlier;
    this.keys.set(keyName(endpoint, key), objectId);
    return undefined;
  }

  async claimExpiredSessions(now: Date): Promise<SessionJson[]> {
    const expired: SessionJson[] = [];
    for (const entry of this.entries('checkout.session')) {
      const session = structuredClone(entry.stored) as Stored<'checkout.session'>;
      if (session.data.status !== 'open' || session.data.expires_at * 1000 > now.getTime()) continue;
      Object.assign(session.data, { status: 'expired', url: null });
      await this.save('checkout.session', session);
      expired.push(session.data);
    }
    return expired;
  }
}

/**
 * dev-pay's store on PGlite: one process owns a PGlite database, so the contents in memory are the
 * truth and the tables are written behind them, in order, for the next start. Changes run one at a
 * time. Nothing here waits for the database after start-up: the shop may hold PGlite's only connection
 * in a transaction while it calls dev-pay over HTTP (a refund when staff cancel an order).
 */
class MemoryStore implements DevPayStore {
  private changes: Promise<unknown> = Promise.resolve();
  private journal: Promise<void> = Promise.resolve();
  users = 0;

  constructor(
    private readonly contents: Contents,
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly onLastClose: () => void,
  ) {}

  private get view() {
    return new MemoryChange(this.contents);
  }

  find<K extends Kind>(type: K, id: string) {
    return this.view.find(type, id);
  }
  openIntentsOf(customer: string) {
    return this.view.openIntentsOf(customer);
  }
  listRefunds(filters: RefundFilters) {
    return this.view.listRefunds(filters);
  }
  listEvents(filters: EventFilters) {
    return this.view.listEvents(filters);
  }
  findEvent(id: string) {
    return this.view.findEvent(id);
  }
  objectOfKey(endpoint: string, key: string) {
    return this.view.objectOfKey(endpoint, key);
  }
  dueObjects(now: Date) {
    return this.view.dueObjects(now);
  }

  change<T>(work: (tx: StoreWriter) => Promise<T>): Promise<T> {
    const run = this.changes.then(async () => {
      const change = new MemoryChange(this.contents);
      const result = await work(change);
      this.commit(change);
      return result;
    });
    this.changes = run.catch(() => undefined);
    return run;
  }

  private commit(change: MemoryChange): void {
    for (const [id, entry] of change.objects) this.contents.objects.set(id, entry);
    this.contents.events.push(...change.events);
    for (const [name, objectId] of change.keys) this.contents.keys.set(name, objectId);
    this.journal = this.journal
      .then(() => this.write(change))
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'dev-pay: no se pudo guardar un cambio en la base de datos');
      });
  }

  private async write(change: MemoryChange): Promise<void> {
    await this.db.transaction(async (tx) => {
      const writer = sqlWriter(tx);
      for (const { type, stored } of change.objects.values()) await writer.save(type, stored);
      for (const event of change.events) await writer.insertEvent(event);
      for (const [name, objectId] of change.keys) {
        const [endpoint = '', key = ''] = name.split('\n');
        await writer.claimKey(endpoint, key, objectId);
      }
    });
  }

  async close(): Promise<void> {
    this.users -= 1;
    await this.journal;
    if (this.users === 0) this.onLastClose();
  }
}

async function load(db: Database): Promise<Contents> {
  const objects = await db
    .select({
      id: devPayObjects.id,
      type: devPayObjects.type,
      data: devPayObjects.data,
      local: devPayObjects.local,
    })
    .from(devPayObjects)
    .orderBy(asc(devPayObjects.createdAt));
  const events = await db
    .select({ data: devPayEvents.data })
    .from(devPayEvents)
    .orderBy(asc(devPayEvents.seq));
  const keys = await db.select().from(devPayIdempotencyKeys);
  return {
    // Rows written by `save`, each with its kind: taken as typed, as the SQL store takes them.
    objects: new Map(
      objects.map((row, order) => [
        row.id,
        { type: row.type as Kind, stored: { data: row.data, local: row.local } as Stored<Kind>, order },
      ]),
    ),
    events: events.map((row) => row.data as DevEvent),
    keys: new Map(keys.map((row) => [keyName(row.endpoint, row.key), row.objectId])),
    nextOrder: objects.length,
  };
}

// The dev-pay plugins of one process on one PGlite database (a test may start two shops on it) share
// one store, loaded once; it is dropped when the last of them closes, and the next one loads it again.
const shared = new WeakMap<Database, Promise<MemoryStore>>();

export async function memoryStore(db: Database, log: FastifyBaseLogger): Promise<DevPayStore> {
  let opening = shared.get(db);
  if (!opening) {
    opening = load(db).then((contents) => new MemoryStore(contents, db, log, () => shared.delete(db)));
    shared.set(db, opening);
    opening.catch(() => shared.delete(db));
  }
  const store = await opening;
  store.users += 1;
  return store;
}
