type Entry = { value: unknown; bytes: number };

/** How the cache has done since it started: for the metrics. */
export type ExactCacheStats = {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  forgets: number;
};

export type ExactCacheOptions = {
  maxEntries?: number;
  /**
   * At most this many bytes of answers, measured as their JSON (what each is sent as; the objects held take
   * a few times more): past it, the least recently used go first. An answer larger than it alone is handed
   * to its caller and not kept.
   */
  maxBytes?: number;
  /**
   * Resolves once every change committed before the call has been heard (`forget()` called for it);
   * where changes may be heard late (several processes), each answer waits for it.
   */
  caughtUp?: () => Promise<void>;
  now?: () => number;
};

/** 64 MiB of JSON: the catalogue's hot pages many times over, and far from what the process may hold. */
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/** Keys whose scoped forget is remembered for the readings under way (a sale names a few). */
const MAX_FORGOTTEN_KEYS = 10_000;

/** An answer's size as JSON text, in bytes; `undefined` (an absent answer) counts as a few. */
function jsonBytes(value: unknown): number {
  const text = JSON.stringify(value) as string | undefined;
  return text === undefined ? 8 : Buffer.byteLength(text);
}

/**
 * Answers remembered until what they were read from changes, and never a moment longer (decision 023).
 * The owner calls `forget()` whenever a change commits; an answer whose reading began before the latest
 * change is handed to its caller but not kept, so a read that straddles a commit cannot plant an old
 * answer. While changes may be going unheard (`trust(false)`), nothing is served from memory. Answers may
 * also depend on the clock (a promotion starts at midnight): `validUntil` says, for the data as it is
 * now, when the next such moment comes, and nothing is kept until that is known.
 */
export class ExactCache {
  private generation = 0;
  // Scoped forgets (`forgetKeys`): how many so far, and the count at each key's latest one, so that a
  // reading of that key begun before it is not kept. The map is emptied when it grows; a reading begun
  // before it was emptied is then not kept at all (`forgottenSince`).
  private scoped = 0;
  private forgottenAt = new Map<string, number>();
  private forgottenSince = 0;
  private trusted = true;
  private hits = 0;
  private misses = 0;
  private entries = new Map<string, Entry>();
  // Walks the keys oldest first, kept between evictions: a new `keys()` starts at the table's first slot and
  // steps over every key deleted since the table was last compacted, about 10 µs per eviction at 20,000
  // answers, where this one steps over each once. Every key behind it has been evicted or moved to the end.
  private oldestFirst: Iterator<string> | undefined;
  private bytes = 0;
  private pending = new Map<string, Promise<unknown>>();
  // When the clock next changes an answer (ms since the epoch), and for which generation it was read.
  private expiresAt = -Infinity;
  private boundedGeneration = -1;
  private bounding: Promise<void> | undefined;

  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly caughtUp: (() => Promise<void>) | undefined;
  private readonly now: () => number;

  constructor(
    private readonly validUntil: () => Promise<number>,
    options: ExactCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 20_000;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.caughtUp = options.caughtUp;
    this.now = options.now ?? Date.now;
    this.bound();
  }

  /** Something the answers were read from changed: drop them all, and keep none being read right now. */
  forget(): void {
    this.generation += 1;
    this.entries = new Map();
    this.oldestFirst = undefined;
    this.bytes = 0;
    this.pending = new Map();
    this.forgottenAt = new Map();
    this.forgottenSince = this.scoped;
    this.bound();
  }

  /**
   * Something only these answers were read from changed (a sale's stock: its product's page and its
   * variant's cart line): drop them, and keep none of them being read right now. The rest stay, and so
   * does what the clock was known to change next.
   */
  forgetKeys(keys: Iterable<string>): void {
    this.scoped += 1;
    if (this.forgottenAt.size > MAX_FORGOTTEN_KEYS) {
      this.forgottenAt = new Map();
      this.forgottenSince = this.scoped;
    }
    for (const key of keys) {
      this.forgottenAt.set(key, this.scoped);
      const entry = this.entries.get(key);
      if (entry) {
        this.entries.delete(key);
        this.bytes -= entry.bytes;
      }
      this.pending.delete(key);
    }
  }

  /** Whether `key`, read from generation `generation` when `scoped` scoped forgets had been made, may be kept. */
  private stillCurrent(key: string, generation: number, scoped: number): boolean {
    if (generation !== this.generation || scoped < this.forgottenSince) return false;
    return (this.forgottenAt.get(key) ?? 0) <= scoped;
  }

  /** Whether changes are being heard; while they may not be, every call reads afresh. */
  trust(trusted: boolean): void {
    this.trusted = trusted;
    this.forget();
  }

  /** The keys remembered now. */
  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  get size(): number {
    return this.entries.size;
  }

  stats(): ExactCacheStats {
    return {
      entries: this.entries.size,
      bytes: this.bytes,
      hits: this.hits,
      misses: this.misses,
      forgets: this.generation,
    };
  }

  /** The answer remembered under `key`, or `read()`'s, remembered if nothing changed while it was read. */
  async remember<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!((await this.heardEverything()) && this.usable())) {
      this.misses += 1;
      return read();
    }
    return this.rememberNow(key, read);
  }

  private rememberNow<T>(key: string, read: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry) {
      this.hits += 1;
      // Least recently used goes first when the cache is full: a hit moves to the end.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return Promise.resolve(entry.value as T);
    }
    // Callers asking for the same answer at once share one reading.
    const reading = this.pending.get(key);
    if (reading) return reading as Promise<T>;
    this.misses += 1;
    const generation = this.generation;
    const scoped = this.scoped;
    const pending = this.pending;
    const promise = read().then(
      (value) => {
        if (pending.get(key) === promise) pending.delete(key);
        if (this.stillCurrent(key, generation, scoped)) this.keep(key, value);
        return value;
      },
      (error: unknown) => {
        if (pending.get(key) === promise) pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
    return promise;
  }

  /**
   * Answers for many keys at once (a cart's variants): the remembered ones, and `readMissing`'s for the
   * rest in one reading, each kept on the same terms as `remember`. A key `readMissing` leaves out is
   * remembered as absent (`undefined`).
   */
  async rememberEach<T>(
    keys: readonly string[],
    readMissing: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T | undefined>> {
    const found = new Map<string, T | undefined>();
    if (!((await this.heardEverything()) && this.usable())) {
      this.misses += keys.length;
      const read = await readMissing([...keys]);
      for (const key of keys) found.set(key, read.get(key));
      return found;
    }
    const missing: string[] = [];
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry) found.set(key, entry.value as T | undefined);
      else missing.push(key);
    }
    this.hits += keys.length - missing.length;
    this.misses += missing.length;
    if (missing.length === 0) return found;
    const generation = this.generation;
    const scoped = this.scoped;
    const read = await readMissing(missing);
    for (const key of missing) {
      const value = read.get(key);
      found.set(key, value);
      if (this.stillCurrent(key, generation, scoped)) this.keep(key, value);
    }
    return found;
  }

  /** Whether every change committed before now has been heard; false if that cannot be known. */
  private async heardEverything(): Promise<boolean> {
    if (!this.caughtUp) return true;
    try {
      await this.caughtUp();
      return true;
    } catch {
      return false;
    }
  }

  /** False while changes may go unheard or the next clock-driven change is not known yet (it is asked for). */
  private usable(): boolean {
    if (!this.trusted) return false;
    if (this.boundedGeneration !== this.generation) {
      this.bound();
      return false;
    }
    if (this.now() >= this.expiresAt) {
      this.forget();
      this.bound();
      return false;
    }
    return true;
  }

  private bound(): void {
    if (this.bounding) return;
    const generation = this.generation;
    this.bounding = this.validUntil()
      .then((moment) => {
        if (generation !== this.generation) return;
        this.expiresAt = moment;
        this.boundedGeneration = generation;
      })
      // Unknown: nothing is kept, and the next call asks again.
      .catch(() => undefined)
      .finally(() => {
        this.bounding = undefined;
        // A change came while asking: ask again for the data as it is now.
        if (generation !== this.generation) this.bound();
      });
  }

  private keep(key: string, value: unknown): void {
    const bytes = jsonBytes(value);
    if (bytes > this.maxBytes) return;
    const before = this.entries.get(key);
    if (before) {
      this.entries.delete(key);
      this.bytes -= before.bytes;
    }
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.oldestKey();
      if (oldest === undefined) break;
      const entry = this.entries.get(oldest);
      this.entries.delete(oldest);
      this.bytes -= entry?.bytes ?? 0;
    }
  }

  /** The least recently used key: a hit moved its key to the end, so the oldest key is the first. */
  private oldestKey(): string | undefined {
    let next = this.oldestFirst?.next();
    // A finished walk stays finished, whatever is added after: start another from the first key.
    if (!next || next.done) {
      this.oldestFirst = this.entries.keys();
      next = this.oldestFirst.next();
    }
    return next.done ? undefined : next.value;
  }
}
