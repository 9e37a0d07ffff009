// The CLABE's check digit: each of the first 17 digits times 3, 7, 1, 3, 7, 1…, each product taken
// modulo 10, the sum modulo 10 subtracted from 10 (Banco de México's rule).
const WEIGHTS = [3, 7, 1];

/** The 18th digit of a CLABE whose first 17 digits are `digits`. */
export function clabeCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    sum += (Number(digits[index]) * (WEIGHTS[index % 3] ?? 1)) % 10;
  }
  return (10 - (sum % 10)) % 10;
}

/** An 18-digit CLABE whose check digit holds: a typo in any one digit is caught. */
export const isClabe = (value: string): boolean =>
  /^\d{18}$/.test(value) && clabeCheckDigit(value) === Number(value[17]);
