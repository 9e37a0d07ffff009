import { writeStored } from '../storage';

/** Where the browser keeps the shopper's measurements (decision 062). */
export const MEASUREMENTS_KEY = 'mis-medidas';

/**
 * Sign-out forgets them, so the next person on a shared device does not start in this shopper's size. A
 * file of its own: the sign-out is in every page's first script, and the store and its schema need not be.
 */
export function forgetBrowserMeasurements(): void {
  writeStored(MEASUREMENTS_KEY, null);
}
