import { clabeCheckDigit } from '@store/contract';
import { randomDigits } from '../objects/stripe-json';

/** Citibanamex's bank code, as Stripe's SPEI accounts in Mexico have it. */
export const BANAMEX = { code: '002', name: 'BANAMEX' } as const;
// The plaza (city) part of the account; accounts at SPEI banks no longer depend on it.
const PLAZA = '180';

/** A new 18-digit CLABE at Banamex with a valid check digit. */
export function newClabe(): string {
  const first17 = `${BANAMEX.code}${PLAZA}${randomDigits(11)}`;
  return `${first17}${clabeCheckDigit(first17)}`;
}
