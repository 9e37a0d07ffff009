import { useSyncExternalStore } from 'react';
import { createStoredStore } from '../external-store';
import { readStored, writeStored } from '../storage';
import { CART_STORAGE_VERSION, storedCart, type CartLine } from './cart-line';
import { addLine } from './cart-rules';

export const CART_KEY = 'cart';

type CartState = { lines: CartLine[]; open: boolean };

/**
 * What was stored, brought up to the current version. Version 1 is the only one so far; a version 2
 * adds its step here (`if (version === 1) raw = migrateFrom1(raw)`) so that no shopper loses a cart.
 * Anything unreadable starts an empty cart.
 */
function load(): CartLine[] {
  const parsed = storedCart.safeParse(readStored(CART_KEY));
  return parsed.success ? parsed.data.state.lines : [];
}

const store = createStoredStore<CartState>(
  CART_KEY,
  { lines: typeof window === 'undefined' ? [] : load(), open: false },
  (current) => ({ ...current, lines: load() }),
);

function setLines(lines: CartLine[], open = store.get().open): void {
  writeStored(CART_KEY, { version: CART_STORAGE_VERSION, state: { lines } });
  store.set({ lines, open });
}

/** What the shopper can do to the cart. */
export const cart = {
  get: store.get,
  toggle: (open?: boolean) => store.set({ ...store.get(), open: open ?? !store.get().open }),
  replace: (lines: CartLine[]) => setLines(lines),
  /** Adding opens the panel. */
  add: (line: CartLine) => setLines(addLine(store.get().lines, line), true),
  remove: (variantId: number) => setLines(store.get().lines.filter((line) => line.variant_id !== variantId)),
  /** The stepper's new quantity for a line (it keeps within 1 and the line's most). */
  setQuantity: (variantId: number, quantity: number) =>
    setLines(store.get().lines.map((line) => (line.variant_id === variantId ? { ...line, quantity } : line))),
  empty: () => setLines([]),
  subscribe: store.subscribe,
};

export const useCart = (): CartState => useSyncExternalStore(store.subscribe, store.get, store.get);
