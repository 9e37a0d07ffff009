import type { Centavos } from './units';

/** The largest discount the catalogue accepts; the database refuses more (`variants_discount_range`). */
export const MAX_DISCOUNT_PERCENTAGE = 90;

/**
 * What one unit costs after its discount, in whole centavos, rounding the discount half up. This is the
 * one rule for a discounted price; the database's `final_price_cents` function (which the listing needs
 * for sorting and filtering by price inside SQL) computes the same, and a test holds them equal.
 */
export const finalPriceCents = (priceCents: Centavos, discountPercentage: number): Centavos =>
  priceCents - unitDiscountCents(priceCents, discountPercentage);

/** The discount on one unit, in centavos: `discountPercentage` % of the price, rounded half up. */
export const unitDiscountCents = (priceCents: Centavos, discountPercentage: number): Centavos =>
  Math.floor((priceCents * discountPercentage + 50) / 100);
