import * as z from 'zod/mini';

/**
 * Query and path parameters arrive as text. These turn them into numbers with bounds, and refuse a
 * parameter sent twice where one is expected (it arrives as an array and fails the string check).
 */
export const intParam = (name: string, min: number, max: number) =>
  z
    .pipe(
      z
        .string({ error: `${name} debe ser un número entero` })
        .check(z.regex(/^\d{1,9}$/, `${name} debe ser un número entero`)),
      z.transform(Number),
    )
    .check(z.refine((value) => value >= min && value <= max, `${name} debe estar entre ${min} y ${max}`));

/** A parameter that may be repeated (`category_id=1&category_id=3`), always read as a list. */
export const repeatedParam = <T extends z.ZodMiniType<unknown, string>>(item: T, maxItems: number) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? [value] : value)),
    z.array(item).check(z.maxLength(maxItems, `a lo más ${maxItems} valores`)),
  );

/** Ids in the shop are positive 32-bit integers. */
export const MAX_ID = 2_147_483_647;
export const idParam = (name: string) => intParam(name, 1, MAX_ID);
