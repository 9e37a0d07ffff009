import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a process hears on a notification channel (LISTEN/NOTIFY). */
export type ChannelListener = {
  /**
   * A transaction that notified the channel committed, with what it said (an empty payload when it said
   * nothing more, or when what was said while nobody listened is unknown).
   */
  notified: (payload: string) => void;
  /**
   * True while notices may be going unheard (the listening connection was lost), false once it listens
   * again; whoever remembers answers must not trust them in between.
   */
  deaf: (deaf: boolean) => void;
};

/** A channel being heard. */
export type Watching = {
  stop: () => Promise<void>;
  /**
   * Resolves once every notice committed before the call has been delivered to the listener (rejects if
   * that cannot be known): what a process answers from memory after it is no older than the database.
   * Undefined where notices can never arrive late.
   */
  caughtUp?: () => Promise<void>;
};

/** Starts hearing `channel`. */
export type Watch = (channel: string, listener: ChannelListener) => Promise<Watching>;

// Channel names go into a LISTEN statement, which takes no parameters.
const CHANNEL_NAME = /^[a-z_]{1,63}$/;

function checkedChannel(channel: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Canal de avisos no válido: ${channel}`);
  return channel;
}

/**
 * PGlite is one connection in this process (data-dir-lock.ts keeps other processes out), and it calls
 * its listeners while it reads the COMMIT's answer, before the writer's await returns: a notice can never
 * arrive late, so there is nothing to catch up with.
 */
export function pgliteWatch(client: PGlite): Watch {
  return async (channel, listener) => {
    const stop = await client.listen(checkedChannel(channel), (payload) => listener.notified(payload));
    // Closing the database first (a failed start, a test) has already ended the listening.
    return { stop: () => stop().catch(() => undefined) };
  };
}

const RECONNECT_MS = 1_000;
/** The listening connection's `application_name` in `pg_stat_activity`. */
export const LISTENER_NAME = 'tienda-avisos';

/**
 * On PostgreSQL, notices (from this process and every other) come through one connection kept for
 * listening. They travel apart from the writer's answer, so a process could answer from memory in the
 * moment between another's commit and the notice reaching it. `caughtUp` closes that gap: PostgreSQL
 * sends a session the notices pending for it before it answers its next statement, so one `SELECT 1` on
 * the listening connection, sent after a request arrived, delivers every notice of a commit that preceded
 * the request. Callers waiting at once share the next round trip.
 */
export function postgresWatch(url: string): { watch: Watch; close: () => Promise<void> } {
  const listeners = new Map<string, Set<ChannelListener>>();
  let listening: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const tell = (channel: string, payload = '') => {
    for (const listener of listeners.get(channel) ?? []) listener.notified(payload);
  };
  const tellAll = (deaf: boolean) => {
    for (const set of listeners.values()) for (const listener of set) listener.deaf(deaf);
  };
  const reconnectLater = () => {
    if (!closed) retry = setTimeout(() => void connect().catch(reconnectLater), RECONNECT_MS);
  };

  const connect = async (): Promise<void> => {
    // Named, so that an operator (or a test) can tell it among the connections.
    const client = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    client.on('notification', (message) => tell(message.channel, message.payload));
    const lost = () => {
      if (listening !== client) return;
      listening = undefined;
      tellAll(true);
      reconnectLater();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`LISTEN ${channel}`);
    if (closed) {
      await client.end();
      return;
    }
    listening = client;
    // Whatever was notified while nobody listened is unknown: treat it as changed.
    for (const channel of listeners.keys()) tell(channel);
    tellAll(false);
  };

  let trip: Promise<void> | undefined;
  let nextTrip: Promise<void> | undefined;
  const roundTrip = async (): Promise<void> => {
    if (!listening) throw new Error('sin conexión de avisos');
    await listening.query('SELECT 1');
  };
  const caughtUp = (): Promise<void> => {
    if (!trip) {
      trip = roundTrip().finally(() => {
        trip = undefined;
      });
      return trip;
    }
    // The round trip under way may have been sent before this call: wait for the one after it.
    nextTrip ??= trip
      .catch(() => undefined)
      .then(() => {
        nextTrip = undefined;
        return caughtUp();
      });
    return nextTrip;
  };

  const watch: Watch = async (channel, listener) => {
    checkedChannel(channel);
    const isNew = !listeners.has(channel);
    const set = listeners.get(channel) ?? new Set();
    set.add(listener);
    listeners.set(channel, set);
    if (!listening) await connect();
    else if (isNew) await listening.query(`LISTEN ${channel}`);
    return {
      stop: async () => {
        set.delete(listener);
      },
      caughtUp,
    };
  };

  const close = async () => {
    closed = true;
    clearTimeout(retry);
    const client = listening;
    listening = undefined;
    await client?.end().catch(() => undefined);
  };
  return { watch, close };
}
