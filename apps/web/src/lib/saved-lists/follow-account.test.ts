import type { ListItem, SavedListsResponse } from '@store/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartLine } from '../../test/fixtures';
import { sentTo, stubApi } from '../../test/page';

// The stores and the follower keep their state in their modules: each test loads them afresh, as a page
// load would, over what localStorage holds then.
async function load() {
  vi.resetModules();
  const [{ cart }, { favorites }, follower] = await Promise.all([
    import('../cart/cart-store'),
    import('../favorites/favorites-store'),
    import('./follow-account'),
  ]);
  return { cart, favorites, ...follower };
}

const HAT: ListItem = {
  product_id: 4,
  variant_id: 40,
  product_name: 'Sombrero texano Stetson de fieltro',
  main_image: null,
  final_price: 4599,
  original_price: 4599,
  type: 'regular',
  isNew: true,
};
const BOOT: ListItem = { ...HAT, product_id: 1, variant_id: 10, product_name: 'Bota Ariat', isNew: false };

const ACCOUNT: SavedListsResponse = {
  favorites: [
    { ...HAT, id: 4 },
    { ...BOOT, id: 1 },
  ],
  cart: [cartLine({ variant_id: 1000001, quantity: 5 }), cartLine({ variant_id: 1000009, quantity: 1 })],
};

/** The server's side: the account's lists, each PUT answered with them. */
const stubAccount = (answer: SavedListsResponse = ACCOUNT) =>
  stubApi({
    'GET /api/users/me/lists': () => Response.json(answer),
    'POST /api/users/me/lists/merge': () => Response.json(answer),
    'PUT /api/users/me/cart': () => Response.json(answer),
    'PUT /api/users/me/favorites': () => Response.json(answer),
  });

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the favourites and cart following the account', () => {
  it('leave a guest’s lists in the browser alone, under the keys and shapes they always had', async () => {
    const fetchMock = stubAccount();
    const { cart, favorites, followAccount, WRITE_DELAY_MS } = await load();
    vi.useFakeTimers();
    followAccount(null);
    cart.add(cartLine({ quantity: 2 }));
    favorites.add(HAT);
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stored('cart')).toEqual({ version: 1, state: { lines: [cartLine({ quantity: 2 })] } });
    expect(stored('favorites')).toEqual([{ ...HAT, id: 4 }]);
    expect(stored('lists-owner')).toBeNull();
  });

  it('merge the guest’s lists into the account at sign-in, and hold the account’s answer', async () => {
    const fetchMock = stubAccount();
    const { cart, favorites, followAccount, WRITE_DELAY_MS } = await load();
    // vi.waitFor moves the fake clock on while it waits.
    vi.useFakeTimers();
    cart.add(cartLine({ variant_id: 1000001, quantity: 2 }));
    favorites.add(BOOT);
    followAccount(7);
    await vi.waitFor(() => expect(cart.get().lines).toEqual(ACCOUNT.cart));
    expect(sentTo(fetchMock, 'POST', '/api/users/me/lists/merge')).toEqual([
      { favorites: [1], cart: [{ variant_id: 1000001, quantity: 2 }] },
    ]);
    expect(favorites.get()).toEqual(ACCOUNT.favorites);
    expect(stored('lists-owner')).toEqual({ user: 7, cartChanged: false, favoritesChanged: false });
    // Holding the answer is not a change: nothing is written back.
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS * 2);
    expect(sentTo(fetchMock, 'PUT', '/api/users/me/cart')).toEqual([]);
  });

  it('read the account’s lists on a later page load instead of merging again (a change on another device shows)', async () => {
    localStorage.setItem(
      'lists-owner',
      JSON.stringify({ user: 7, cartChanged: false, favoritesChanged: false }),
    );
    localStorage.setItem(
      'cart',
      JSON.stringify({ version: 1, state: { lines: [cartLine({ quantity: 9 })] } }),
    );
    const fetchMock = stubAccount();
    const { cart, favorites, followAccount } = await load();
    followAccount(7);
    await vi.waitFor(() => expect(cart.get().lines).toEqual(ACCOUNT.cart));
    expect(favorites.get()).toEqual(ACCOUNT.favorites);
    expect(sentTo(fetchMock, 'POST', '/api/users/me/lists/merge')).toEqual([]);
  });

  it('write a list once after a row of quick changes, and at once when the page is left', async () => {
    const fetchMock = stubAccount({ favorites: [], cart: [] });
    const { cart, favorites, followAccount, WRITE_DELAY_MS } = await load();
    followAccount(7);
    await vi.waitFor(() => expect(stored('lists-owner')).toMatchObject({ user: 7 }));
    vi.useFakeTimers();
    cart.add(cartLine({ quantity: 1 }));
    cart.setQuantity(1000001, 2);
    cart.setQuantity(1000001, 3);
    cart.toggle(false); // opening or closing the panel is not a change to keep
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(sentTo(fetchMock, 'PUT', '/api/users/me/cart')).toEqual([
      { cart: [{ variant_id: 1000001, quantity: 3 }] },
    ]);

    favorites.add(HAT);
    window.dispatchEvent(new Event('pagehide'));
    expect(sentTo(fetchMock, 'PUT', '/api/users/me/favorites')).toEqual([{ favorites: [4] }]);
    const [, init] = fetchMock.mock.calls.at(-1)!;
    expect(init?.keepalive).toBe(true);
  });

  it('write the cart emptied before the session was known (the thanks page after paying), not read it back', async () => {
    localStorage.setItem(
      'lists-owner',
      JSON.stringify({ user: 7, cartChanged: false, favoritesChanged: false }),
    );
    localStorage.setItem(
      'cart',
      JSON.stringify({ version: 1, state: { lines: [cartLine({ quantity: 1 })] } }),
    );
    const fetchMock = stubAccount();
    const { cart, followAccount } = await load();
    cart.empty();
    followAccount(7);
    await vi.waitFor(() => expect(sentTo(fetchMock, 'PUT', '/api/users/me/cart')).toEqual([{ cart: [] }]));
    await settled();
    expect(cart.get().lines).toEqual([]);
  });

  it('stop before sign-out empties the browser’s cart, so the account keeps it', async () => {
    const fetchMock = stubAccount({ favorites: [], cart: [] });
    const { cart, followAccount, forgetAccount, WRITE_DELAY_MS } = await load();
    vi.useFakeTimers();
    followAccount(7);
    await vi.waitFor(() => expect(stored('lists-owner')).toMatchObject({ user: 7 }));
    cart.add(cartLine({ quantity: 1 }));
    forgetAccount();
    cart.empty();
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS * 2);
    expect(sentTo(fetchMock, 'PUT', '/api/users/me/cart')).toEqual([]);
    expect(stored('lists-owner')).toBeNull();
  });
});
