import pg from 'pg';

/**
 * Says whether this process leads the background work that must run in one process only among the
 * servers sharing a PostgreSQL database (decision 020).
 */
export type Leadership = {
  /** True while this process holds the lead; tries to take it when it does not. Never throws. */
  leads: () => Promise<boolean>;
  close: () => Promise<void>;
};

/**
 * The lead is a session-level advisory lock (`pg_try_advisory_lock(key)`) held on a connection of its
 * own, outside the pool, so that it is never handed to a request. The process that holds it leads; when
 * that process dies or loses its connection, PostgreSQL releases the lock and another process takes it
 * on its next try. A process never waits for the lock: a follower simply skips the round.
 */
export function advisoryLeadership(url: string, key: number): Leadership {
  let client: pg.Client | undefined;
  let holding = false;
  let closed = false;
  // Tries run one at a time: two timers asking at once must not open two connections.
  let queue: Promise<boolean> = Promise.resolve(false);

  const drop = () => {
    const lost = client;
    client = undefined;
    holding = false;
    void lost?.end().catch(() => undefined);
  };

  const tryLead = async (): Promise<boolean> => {
    if (closed) return false;
    try {
      if (!client) {
        const fresh = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
        // A connection lost while idle takes its lock with it; the next try starts over.
        fresh.on('error', () => {
          if (client === fresh) drop();
        });
        client = fresh;
        await fresh.connect();
      }
      if (holding) {
        // The lock lives as long as the session; a query proves the session still does.
        await client.query('SELECT 1');
        return true;
      }
      const result = await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1) AS taken', [
        key,
      ]);
      holding = result.rows[0]?.taken === true;
      return holding;
    } catch {
      drop();
      return false;
    }
  };

  return {
    leads: () => {
      queue = queue.then(tryLead, tryLead);
      return queue;
    },
    close: async () => {
      closed = true;
      await queue.catch(() => undefined);
      const last = client;
      client = undefined;
      holding = false;
      // Ending the session releases the lock at once, so a follower takes over on its next round.
      await last?.end().catch(() => undefined);
    },
  };
}
