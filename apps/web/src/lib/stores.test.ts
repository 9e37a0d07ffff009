import { afterEach, describe, expect, it, vi } from 'vitest';
import { cart } from './cart/cart-store';
import { favorites } from './favorites/favorites-store';
import { readStored, writeStored } from './storage';

const item = {
  product_id: 4,
  variant_id: 1000010,
  product_name: 'Sombrero texano Stetson',
  main_image: 'sombrero.webp',
  final_price: 4599,
  original_price: 4599,
  type: 'regular' as const,
  isNew: false,
};

afterEach(() => {
  vi.restoreAllMocks();
  cart.empty();
});

describe('browser storage', () => {
  it('keeps the cart under "cart", version 1, and opens the panel on add', () => {
    cart.toggle(false);
    cart.add({
      ...item,
      variant_id: 1000010,
      name: 'Sombrero',
      image: null,
      size_name: '57',
      color_name: 'Negro',
      quantity: 1,
      stock: 3,
      price: 4599,
      final_price: 4599,
      discount_percentage: 0,
    });
    expect(cart.get().open).toBe(true);
    expect(readStored('cart')).toMatchObject({
      version: 1,
      state: { lines: [{ variant_id: 1000010, quantity: 1 }] },
    });
  });

  it('follows a change made in another tab', () => {
    const unsubscribe = cart.subscribe(() => undefined);
    const line = {
      product_id: 4,
      variant_id: 1000011,
      name: 'Sombrero',
      image: null,
      size_name: '58',
      color_name: 'Negro',
      quantity: 2,
      stock: 3,
      price: 4599,
      final_price: 4599,
      discount_percentage: 0,
    };
    window.localStorage.setItem('cart', JSON.stringify({ version: 1, state: { lines: [line] } }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(cart.get().lines).toEqual([line]);
    unsubscribe();
  });

  it('refuses a duplicate favourite and saves nothing more', () => {
    expect(favorites.add(item)).toBe('added');
    const saved = window.localStorage.getItem('favorites');
    expect(favorites.add(item)).toBe('duplicate');
    expect(window.localStorage.getItem('favorites')).toBe(saved);
    expect(favorites.remove(4)).toBe('removed');
    expect(favorites.has(4)).toBe(false);
  });

  it('only logs to the console when storage fails, and the shop keeps working', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => writeStored('cart', { a: 1 })).not.toThrow();
    expect(readStored('cart')).toBeUndefined();
    expect(favorites.add(item)).toBe('added');
    expect(errors).toHaveBeenCalled();
    favorites.remove(4);
  });
});
