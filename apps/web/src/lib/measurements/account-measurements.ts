import { shopperMeasurements, type ShopperMeasurements } from '@store/contract';
import { useEffect } from 'react';
import { request } from '../api';
import { useSession } from '../session/session';
import { measurements } from './measurements-store';

const path = '/users/me/measurements';

/** Writes the browser's measurements to the account, when signed in; a failure only costs the copy. */
export async function saveToAccount(values: ShopperMeasurements): Promise<void> {
  try {
    await request(path, shopperMeasurements, { method: 'PUT', json: values });
  } catch (error) {
    console.error('No se pudo guardar tu medida en tu cuenta', error);
  }
}

let joined = false;

/**
 * Once per page load, signed in: the account's measurements win where they have a value (measured on
 * another device), and what only the browser knows goes to the account.
 */
export function useMeasurementsInAccount(): void {
  const { user } = useSession();
  const signedIn = Boolean(user);
  useEffect(() => {
    if (!signedIn || joined) return;
    joined = true;
    void (async () => {
      try {
        const account = await request(path, shopperMeasurements);
        const local = measurements.get();
        const merged = measurements.adopt(account);
        const onlyHere =
          (account.foot_cm === null && local.foot_cm !== null) ||
          (account.head_cm === null && local.head_cm !== null);
        if (onlyHere) await saveToAccount(merged);
      } catch (error) {
        joined = false;
        console.error('No se pudieron leer tus medidas de tu cuenta', error);
      }
    })();
  }, [signedIn]);
}
