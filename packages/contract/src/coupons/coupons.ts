import * as z from 'zod/mini';

/** What a code gives; the shop's words for each are `COUPON_KIND_NAMES`. */
export const COUPON_KINDS = ['percent', 'amount', 'free_shipping'] as const;
export type CouponKindCode = (typeof COUPON_KINDS)[number];

export const COUPON_KIND_NAMES: Record<CouponKindCode, string> = {
  percent: 'Porcentaje de descuento',
  amount: 'Cantidad fija',
  free_shipping: 'Envío gratis',
};

/** A code as the owner writes it and the shop keeps it: upper-case letters, digits, '-' and '_'. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;

/** What a shopper types, as the shop compares it: without spaces around, in upper case. */
export const normalizeCouponCode = (typed: string) => typed.trim().toUpperCase();

/**
 * Why a code gives nothing, in the words the field shows under it (the server answers the same text with
 * 422 `{ error, field: 'coupon_code' }`, 409 for one whose last use another shopper took meanwhile).
 */
export const COUPON_REFUSALS = {
  unknown: 'Este cupón no existe',
  not_started: 'Este cupón todavía no está vigente',
  expired: 'Este cupón ya venció',
  exhausted: 'Este cupón ya se agotó',
  used_by_you: 'Ya usaste este cupón las veces que permite',
  not_covered: 'Este cupón no aplica a los productos de tu carrito',
  minimum: (minimum: string) => `Este cupón pide una compra mínima de ${minimum}`,
} as const;

/** A code a shopper typed: any text that is not one of the shop's codes is simply one that does not exist. */
export const couponCode = z.pipe(
  z
    .string({ error: COUPON_REFUSALS.unknown })
    .check(z.maxLength(60, COUPON_REFUSALS.unknown), z.overwrite(normalizeCouponCode)),
  z.string().check(z.regex(COUPON_CODE_PATTERN, COUPON_REFUSALS.unknown)),
);

/** POST /api/coupons/check */
export const couponCheckBody = z.strictObject({ code: couponCode });

/**
 * A code that exists, runs and still has uses for this shopper, as the cart and the payment page need it to
 * show its saving: the browser runs the same `couponDiscounts` the checkout charges. The scope comes
 * resolved to product ids (null: the whole shop).
 */
export const checkedCoupon = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent_off: z.nullable(z.number()),
  /** Pesos off, for `amount`. */
  amount_off: z.nullable(z.number()),
  /** Pesos; what the promotion leaves of the cart's goods must reach it. */
  minimum_purchase: z.nullable(z.number()),
  product_ids: z.nullable(z.array(z.number())),
});
export type CheckedCoupon = z.infer<typeof checkedCoupon>;
export const couponCheckResponse = z.object({ coupon: checkedCoupon });
