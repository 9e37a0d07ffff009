import { randomDigits } from './objects';

// The CLABE's check digit: each of the first 17 digits times 3, 7, 1, 3, 7, 1…, keeping only the
// product's last digit; the check digit takes their sum up to the next multiple of ten.
const WEIGHTS = [3, 7, 1] as const;

export function clabeCheckDigit(first17: string): number {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    sum += (Number(first17[index]) * WEIGHTS[index % 3]!) % 10;
  }
  return (10 - (sum % 10)) % 10;
}

export const isValidClabe = (clabe: string): boolean =>
  /^\d{18}$/.test(clabe) && clabeCheckDigit(clabe.slice(0, 17)) === Number(clabe[17]);

/** Citibanamex's bank code, as Stripe's SPEI accounts in Mexico have it. */
export const BANAMEX = { code: '002', name: 'BANAMEX' } as const;
// The plaza (city) part of the account; accounts at SPEI banks no longer depend on it.
const PLAZA = '180';

/** A new 18-digit CLABE at Banamex with a valid check digit. */
export function newClabe(): string {
  const first17 = `${BANAMEX.code}${PLAZA}${randomDigits(11)}`;
  return `${first17}${clabeCheckDigit(first17)}`;
}
