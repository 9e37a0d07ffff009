import { describe, expect, it } from 'vitest';
import { QuoteCache } from './quote-cache';

describe('remembered quotes', () => {
  it('serves an answer until its time is up, then reads again', async () => {
    let now = 0;
    const cache = new QuoteCache<string>({ maxEntries: 10, now: () => now });
    let reads = 0;
    const read = async () => ({ value: `lectura ${(reads += 1)}`, ttlMs: 600_000 });
    expect(await cache.remember('31000|caja', read)).toBe('lectura 1');
    now = 599_999;
    expect(await cache.remember('31000|caja', read)).toBe('lectura 1');
    now = 600_000;
    expect(await cache.remember('31000|caja', read)).toBe('lectura 2');
    expect(cache.stats()).toEqual({ entries: 1, hits: 1, misses: 2 });
  });

  it('keeps each answer for the time its read says, and nothing for none', async () => {
    let now = 0;
    const cache = new QuoteCache<string>({ maxEntries: 10, now: () => now });
    await cache.remember('corto', async () => ({ value: 'a', ttlMs: 60_000 }));
    await cache.remember('nada', async () => ({ value: 'b', ttlMs: 0 }));
    expect(cache.size).toBe(1);
    now = 60_000;
    expect(await cache.remember('corto', async () => ({ value: 'c', ttlMs: 60_000 }))).toBe('c');
  });

  it('forgets the answer used longest ago past its size', async () => {
    const cache = new QuoteCache<string>({ maxEntries: 2 });
    const answer = (value: string) => async () => ({ value, ttlMs: 60_000 });
    await cache.remember('a', answer('a'));
    await cache.remember('b', answer('b'));
    await cache.remember('a', answer('otra a'));
    await cache.remember('c', answer('c'));
    expect(cache.size).toBe(2);
    expect(await cache.remember('a', answer('otra a'))).toBe('a');
    expect(await cache.remember('b', answer('otra b'))).toBe('otra b');
  });

  it('shares one read between two askers at once', async () => {
    const cache = new QuoteCache<number>({ maxEntries: 10 });
    let reads = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const read = async () => {
      reads += 1;
      await gate;
      return { value: 42, ttlMs: 60_000 };
    };
    const both = Promise.all([cache.remember('k', read), cache.remember('k', read)]);
    release();
    expect(await both).toEqual([42, 42]);
    expect(reads).toBe(1);
  });

  it('remembers nothing of a read that failed', async () => {
    const cache = new QuoteCache<number>({ maxEntries: 10 });
    await expect(cache.remember('k', async () => Promise.reject(new Error('caída')))).rejects.toThrow(
      'caída',
    );
    expect(await cache.remember('k', async () => ({ value: 1, ttlMs: 60_000 }))).toBe(1);
  });
});
