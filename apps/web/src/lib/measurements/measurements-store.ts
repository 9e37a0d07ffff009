import { shopperMeasurements, type MeasurementName, type ShopperMeasurements } from '@store/contract';
import { useSyncExternalStore } from 'react';
import { createStoredStore } from '../external-store';
import { readStored, writeStored } from '../storage';
import { MEASUREMENTS_KEY as KEY } from './measurements-key';

/**
 * '¿Cuál es mi talla?': what the shopper measured (the foot's length, the head's), remembered in the
 * browser and, signed in, in the account (decision 062). Every boot and hat page recommends from it.
 */
const NONE: ShopperMeasurements = { foot_cm: null, head_cm: null };

function read(): ShopperMeasurements {
  const parsed = shopperMeasurements.safeParse(readStored(KEY));
  return parsed.success ? parsed.data : NONE;
}

const store = createStoredStore<ShopperMeasurements>(KEY, read(), read);

export const measurements = {
  get: store.get,
  /** Keeps one measurement in the browser; the account's copy follows (see `useMeasurementsInAccount`). */
  set(name: MeasurementName, cm: number | null): ShopperMeasurements {
    const next = { ...store.get(), [name]: cm };
    writeStored(KEY, next);
    store.set(next);
    return next;
  },
  /** The account's copy, read at a page load: it wins where it has a value. */
  adopt(account: ShopperMeasurements): ShopperMeasurements {
    const current = store.get();
    const next = { foot_cm: account.foot_cm ?? current.foot_cm, head_cm: account.head_cm ?? current.head_cm };
    writeStored(KEY, next);
    store.set(next);
    return next;
  },
  /** Forgets them in this browser (tests; sign-out uses `forgetBrowserMeasurements` and reloads). */
  clear(): void {
    writeStored(KEY, NONE);
    store.set(NONE);
  },
};

export function useMeasurements(): ShopperMeasurements {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
