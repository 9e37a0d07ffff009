import * as z from 'zod/mini';

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

/**
 * A CLABE as a person types it (copied from a bank's app, often in groups of digits): the spaces and
 * dashes dropped, then 18 digits whose check digit holds. `message` says whose CLABE to write.
 */
export const clabeField = (message: string) =>
  z.pipe(
    z.pipe(
      z.string({ error: message }),
      z.transform((value: string) => value.replace(/[\s-]+/g, '')),
    ),
    z
      .string()
      .check(
        z.regex(/^\d{18}$/, message),
        z.refine(isClabe, 'Esa CLABE no es válida: revisa que los 18 dígitos estén bien copiados.'),
      ),
  );
