import { describe, expect, it } from 'vitest';
import { ListingCounts } from './listing-counts';

describe('ListingCounts', () => {
  it('counts once per filter while the count is fresh, and again once it is old', async () => {
    let clock = 0;
    let queries = 0;
    const counts = new ListingCounts(1_000, 10, () => clock);
    const count = async () => {
      queries += 1;
      return 40 + queries;
    };
    expect(await counts.get('botas', count)).toBe(41);
    expect(await counts.get('botas', count)).toBe(41);
    expect(await counts.get('sombreros', count)).toBe(42);
    clock = 1_001;
    expect(await counts.get('botas', count)).toBe(43);
    expect(queries).toBe(3);
  });

  it('forgets the oldest filters beyond its size', async () => {
    let queries = 0;
    const counts = new ListingCounts(60_000, 2);
    const count = async () => ++queries;
    await counts.get('a', count);
    await counts.get('b', count);
    await counts.get('c', count);
    await counts.get('b', count);
    expect(queries).toBe(3);
    await counts.get('a', count);
    expect(queries).toBe(4);
  });
});
