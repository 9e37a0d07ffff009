type Entry<T> = { value: T; expiresAt: number };

/** What a read gives the cache: the answer, and for how long it may be served again. */
export type Remembered<T> = { value: T; ttlMs: number };

export type QuoteCacheOptions = { maxEntries: number; now?: () => number };

/**
 * Carriers' answers remembered for a while, in this process: rates move by the day, not by the minute,
 * and a shopper asks again at every step of the checkout. Bounded: past `maxEntries` the answer used
 * longest ago goes. Two shoppers asking for the same thing at once share one round of requests.
 * Unlike the catalogue's answers (decision 023), these are not exact: they may be minutes old, which is
 * why the checkout quotes again before it charges (`ShippingQuotes.confirm`).
 */
export class QuoteCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, Promise<T>>();
  private readonly now: () => number;
  private hits = 0;
  private misses = 0;

  constructor(private readonly options: QuoteCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  stats(): { entries: number; hits: number; misses: number } {
    return { entries: this.entries.size, hits: this.hits, misses: this.misses };
  }

  /** The answer under `key` while it lasts; otherwise `read()`'s, remembered for the time it says. */
  async remember(key: string, read: () => Promise<Remembered<T>>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Used now: it moves to the end, and the oldest in use is at the front, the first to go.
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.hits += 1;
      return entry.value;
    }
    if (entry) this.entries.delete(key);
    const waiting = this.pending.get(key);
    if (waiting) {
      this.hits += 1;
      return waiting;
    }
    this.misses += 1;
    const reading = read()
      .then(({ value, ttlMs }) => {
        if (ttlMs > 0) this.keep(key, { value, expiresAt: this.now() + ttlMs });
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, reading);
    return reading;
  }

  private keep(key: string, entry: Entry<T>): void {
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
