/**
 * How many products match each filter, remembered for a few seconds. A listing page needs the total
 * for its pager, and counting thousands of matches costs as much as the page itself; the total changes
 * only when products are added, hidden or repriced, so a count a few seconds old is good enough and
 * halves the database's work for busy listings. Bounded: the oldest entries go first.
 */
export class ListingCounts {
  private readonly entries = new Map<string, { total: number; expiresAt: number }>();

  constructor(
    private readonly ttlMs = 15_000,
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return cached.total;
    const total = await count();
    this.entries.delete(key);
    this.entries.set(key, { total, expiresAt: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return total;
  }
}
