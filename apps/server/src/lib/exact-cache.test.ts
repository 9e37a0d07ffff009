import { describe, expect, it } from 'vitest';
import { ExactCache } from './exact-cache';

const noClockChange = async () => Infinity;
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A cache whose clock boundary is known, as after its first call. */
async function readyCache(validUntil = noClockChange, now?: () => number) {
  const cache = new ExactCache(validUntil, { maxEntries: 3, ...(now ? { now } : {}) });
  await settle();
  await cache.remember('warm-up', async () => 0);
  return cache;
}

function counter() {
  let reads = 0;
  return {
    read: async () => ++reads,
    get reads() {
      return reads;
    },
  };
}

describe('ExactCache', () => {
  it('answers from memory until forget(), then reads again', async () => {
    const cache = await readyCache();
    const stock = counter();
    expect(await cache.remember('bota', stock.read)).toBe(1);
    expect(await cache.remember('bota', stock.read)).toBe(1);
    cache.forget();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.remember('bota', stock.read)).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.remember('bota', stock.read)).toBe(2);
    expect(stock.reads).toBe(2);
  });

  it('does not keep an answer whose reading began before a change committed', async () => {
    const cache = await readyCache();
    let finish: (value: string) => void = () => undefined;
    const straddling = cache.remember('bota', () => new Promise<string>((resolve) => (finish = resolve)));
    await settle();
    cache.forget();
    finish('3 pares (leído antes del cambio)');
    expect(await straddling).toBe('3 pares (leído antes del cambio)');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.remember('bota', async () => '2 pares')).toBe('2 pares');
  });

  it('forgets only the keys a scoped change names, and keeps the rest', async () => {
    const cache = await readyCache();
    const page = counter();
    const list = counter();
    await cache.remember('product:1', page.read);
    await cache.remember('list:botas', list.read);
    cache.forgetKeys(['product:1', 'cart:10']);
    expect(await cache.remember('product:1', page.read)).toBe(2);
    expect(await cache.remember('list:botas', list.read)).toBe(1);
    expect(cache.stats().forgets).toBe(0);
  });

  it('does not keep a named answer whose reading began before its scoped change, nor a stale many-key one', async () => {
    const cache = await readyCache();
    let finish: (value: string) => void = () => undefined;
    const straddling = cache.remember(
      'product:1',
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    let finishOther: (value: string) => void = () => undefined;
    const other = cache.remember(
      'product:2',
      () => new Promise<string>((resolve) => (finishOther = resolve)),
    );
    let finishLines: (value: Map<string, string>) => void = () => undefined;
    const lines = cache.rememberEach(
      ['cart:10', 'cart:20'],
      () => new Promise<Map<string, string>>((resolve) => (finishLines = resolve)),
    );
    await settle();
    cache.forgetKeys(['product:1', 'cart:10']);
    finish('3 pares (leído antes de la venta)');
    finishOther('5 pares');
    finishLines(
      new Map([
        ['cart:10', '3 pares (antes)'],
        ['cart:20', '7 pares'],
      ]),
    );
    await Promise.all([straddling, other, lines]);
    expect(await cache.remember('product:1', async () => '2 pares')).toBe('2 pares');
    expect(await cache.remember('product:2', async () => 'no leído')).toBe('5 pares');
    const again = await cache.rememberEach(
      ['cart:10', 'cart:20'],
      async (missing) => new Map(missing.map((key) => [key, `${key} leído`])),
    );
    expect(Object.fromEntries(again)).toEqual({ 'cart:10': 'cart:10 leído', 'cart:20': '7 pares' });
  });

  it('shares one reading among callers that ask at once', async () => {
    const cache = await readyCache();
    const stock = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.remember('bota', stock.read)));
    expect(answers).toEqual([1, 1, 1]);
    expect(stock.reads).toBe(1);
  });

  it('keeps nothing while changes may go unheard', async () => {
    const cache = await readyCache();
    const stock = counter();
    cache.trust(false);
    await cache.remember('bota', stock.read);
    await cache.remember('bota', stock.read);
    expect(stock.reads).toBe(2);
    cache.trust(true);
    await new Promise((resolve) => setImmediate(resolve));
    await cache.remember('bota', stock.read);
    await cache.remember('bota', stock.read);
    expect(stock.reads).toBe(3);
  });

  it('forgets when the clock reaches the next change it was told of, and keeps nothing before it knows', async () => {
    let clock = 1_000;
    let boundaries = 0;
    let tell: () => void = () => undefined;
    const cache = new ExactCache(
      () => {
        boundaries += 1;
        const until = clock + 500;
        return new Promise<number>((resolve) => (tell = () => resolve(until)));
      },
      { maxEntries: 10, now: () => clock },
    );
    const stock = counter();
    // Asked before the next promotion's start or end is known: read each time, never kept.
    await cache.remember('bota', stock.read);
    await cache.remember('bota', stock.read);
    expect(stock.reads).toBe(2);
    tell();
    await settle();
    await cache.remember('bota', stock.read);
    await cache.remember('bota', stock.read);
    expect(stock.reads).toBe(3);
    clock = 1_499;
    await cache.remember('bota', stock.read);
    expect(stock.reads).toBe(3);
    clock = 1_500;
    await cache.remember('bota', stock.read);
    expect(stock.reads).toBe(4);
    expect(boundaries).toBe(2);
  });

  it('reads only the missing keys of a many-key call, and remembers absent ones', async () => {
    const cache = await readyCache(noClockChange);
    const asked: string[][] = [];
    const readMissing = async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.filter((key) => key !== 'gone').map((key) => [key, `línea ${key}`]));
    };
    const first = await cache.rememberEach(['a', 'gone'], readMissing);
    expect([...first]).toEqual([
      ['a', 'línea a'],
      ['gone', undefined],
    ]);
    const second = await cache.rememberEach(['gone', 'a', 'b'], readMissing);
    expect(second.get('b')).toBe('línea b');
    expect(asked).toEqual([['a', 'gone'], ['b']]);
  });

  it('drops the least recently used answer beyond its size', async () => {
    const cache = await readyCache();
    const stock = counter();
    await cache.remember('a', stock.read);
    await cache.remember('b', stock.read);
    await cache.remember('warm-up', stock.read);
    await cache.remember('a', stock.read);
    await cache.remember('c', stock.read);
    expect(cache.size).toBe(3);
    const before = stock.reads;
    await cache.remember('a', stock.read);
    expect(stock.reads).toBe(before);
    await cache.remember('b', stock.read);
    expect(stock.reads).toBe(before + 1);
  });

  it('goes on dropping the least recently used while many answers come, go and are read again', async () => {
    const cache = new ExactCache(noClockChange, { maxEntries: 3 });
    await settle();
    const remembered = async (key: string) => {
      let read = false;
      await cache.remember(key, async () => {
        read = true;
        return key;
      });
      return !read;
    };
    // The same order a list would keep by hand: most recently used last, at most three.
    let expected: string[] = [];
    const use = async (key: string) => {
      expect(await remembered(key)).toBe(expected.includes(key));
      expected = [...expected.filter((other) => other !== key), key].slice(-3);
    };
    for (const key of ['a', 'b', 'c', 'd', 'b', 'e', 'f', 'b', 'g', 'f', 'h', 'i', 'b', 'j', 'k', 'j', 'l']) {
      await use(key);
    }
    expect(cache.size).toBe(3);
    for (const key of ['j', 'l', 'k']) expect(await remembered(key)).toBe(true);
    cache.forget();
    await settle();
    await use('m');
    expect(await remembered('j')).toBe(false);
  });

  it('holds at most its bytes of answers, measured as JSON, dropping the least recently used first', async () => {
    const cache = new ExactCache(noClockChange, { maxEntries: 100, maxBytes: 30 });
    await settle();
    await cache.remember('warm-up', async () => 0);
    const page = (text: string) => async () => text; // "xxxxxxxx" is 10 bytes of JSON with its quotes
    await cache.remember('a', page('aaaaaaaa'));
    await cache.remember('b', page('bbbbbbbb'));
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 21 });
    await cache.remember('a', page('otra vez'));
    await cache.remember('c', page('cccccccc'));
    // 31 bytes would be past 30: the least recently used went, the warm-up.
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 30 });
    // Then 'b', read before 'a' was read again.
    await cache.remember('d', page('dddddddd'));
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 30 });
    expect(await cache.remember('a', page('releído'))).toBe('aaaaaaaa');
    expect(await cache.remember('b', page('releído'))).toBe('releído');
    // An answer larger than the whole budget is handed over and not kept, and keeps the others.
    const large = 'x'.repeat(40);
    expect(await cache.remember('grande', page(large))).toBe(large);
    expect(await cache.remember('grande', page('otra'))).toBe('otra');
    expect(cache.stats().bytes).toBeLessThanOrEqual(30);
    cache.forget();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});
