import * as z from 'zod/mini';
import { MAX_ID } from '../params';
import { COUPON_CODE_PATTERN, COUPON_KINDS, normalizeCouponCode } from '../coupons/coupons';
import { MAX_MINIMUM_PURCHASE_PESOS, MAX_PROMOTION_SCOPE_IDS } from './promotions';

/** The most uses a code may allow, in all or per customer. */
export const MAX_COUPON_USES = 1_000_000;

/** Where a code stands today, as the back-office's list groups them. */
export const COUPON_STATES = ['active', 'upcoming', 'ended', 'archived'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export const COUPON_STATE_NAMES: Record<CouponState, string> = {
  active: 'Vigente',
  upcoming: 'Próximo',
  ended: 'Terminado',
  archived: 'Archivado',
};

const day = (name: string) =>
  z.string({ error: `${name} debe ser una fecha.` }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} debe ser una fecha AAAA-MM-DD.`),
    z.refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, `${name} no es una fecha válida.`),
  );

const ids = (what: string) =>
  z
    .array(z.number({ error: `${what}: elige de la lista.` }).check(z.int(), z.positive(), z.lte(MAX_ID)))
    .check(z.maxLength(MAX_PROMOTION_SCOPE_IDS, `${what}: a lo más ${MAX_PROMOTION_SCOPE_IDS}.`));

const hasWholeCentavos = (pesos: number) => Math.abs(pesos * 100 - Math.round(pesos * 100)) < 1e-6;

const pesos = (name: string, minimum: number) =>
  z
    .number({ error: `${name} debe ser un número.` })
    .check(
      z.gte(minimum, minimum > 0 ? `${name} debe ser mayor que cero.` : `${name} no puede ser negativa.`),
      z.lte(MAX_MINIMUM_PURCHASE_PESOS, `${name} debe ser a lo más ${MAX_MINIMUM_PURCHASE_PESOS} pesos.`),
      z.refine(hasWholeCentavos, `${name} debe tener a lo más 2 decimales.`),
    );

const uses = (message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(1, message), z.lte(MAX_COUPON_USES, message));

/**
 * POST /api/admin/coupons and PUT /api/admin/coupons/:id. The code is kept in upper case (shoppers may type
 * it in any case). Dates are whole days in Mexico City, both included; no end date: it runs until archived.
 * Empty departments and products mean the whole shop.
 */
export const couponInput = z.strictObject({
  code: z.pipe(
    z.string({ error: 'Escribe el código del cupón.' }).check(z.overwrite(normalizeCouponCode)),
    z
      .string()
      .check(
        z.regex(
          COUPON_CODE_PATTERN,
          'El código lleva de 3 a 30 letras sin acentos, números, guiones o guiones bajos (por ejemplo VAQUERO10).',
        ),
      ),
  ),
  kind: z.enum(COUPON_KINDS, { error: 'Elige qué da el cupón.' }),
  percent_off: z.nullable(
    z
      .number({ error: 'El porcentaje debe ser un número.' })
      .check(
        z.int('El porcentaje debe ser un número entero.'),
        z.gte(1, 'El porcentaje debe ser de 1 a 100.'),
        z.lte(100, 'El porcentaje debe ser de 1 a 100.'),
      ),
  ),
  amount_off: z.nullable(pesos('El descuento', 0.01)),
  minimum_purchase: z.nullable(pesos('La compra mínima', 0)),
  starts_on: day('La fecha de inicio'),
  ends_on: z.nullable(day('La fecha de fin')),
  max_uses: z.nullable(uses('Los usos en total deben ser un número entero de 1 en adelante.')),
  max_uses_per_customer: z.nullable(
    uses('Los usos por cliente deben ser un número entero de 1 en adelante.'),
  ),
  category_ids: ids('Departamentos'),
  product_ids: ids('Productos'),
});
export type CouponInput = z.infer<typeof couponInput>;
export type CouponField = keyof CouponInput;

/** The rules between fields: the form shows the message under the field; the server answers 422 the same. */
export function couponInputProblem(input: CouponInput): { field: CouponField; message: string } | undefined {
  if (input.kind === 'percent' && input.percent_off === null) {
    return { field: 'percent_off', message: 'Escribe el porcentaje de descuento (de 1 a 100).' };
  }
  if (input.kind !== 'percent' && input.percent_off !== null) {
    return { field: 'percent_off', message: 'Solo un cupón de porcentaje lleva porcentaje.' };
  }
  if (input.kind === 'amount' && input.amount_off === null) {
    return { field: 'amount_off', message: 'Escribe cuánto descuenta el cupón.' };
  }
  if (input.kind !== 'amount' && input.amount_off !== null) {
    return { field: 'amount_off', message: 'Solo un cupón de cantidad fija lleva cantidad.' };
  }
  if (input.ends_on !== null && input.ends_on < input.starts_on) {
    return { field: 'ends_on', message: 'La fecha de fin no puede ser antes de la de inicio.' };
  }
  if (
    input.max_uses !== null &&
    input.max_uses_per_customer !== null &&
    input.max_uses_per_customer > input.max_uses
  ) {
    return {
      field: 'max_uses_per_customer',
      message: 'Los usos por cliente no pueden ser más que los usos en total.',
    };
  }
  return undefined;
}

/** PUT /api/admin/coupons/:id and POST …/:id/archive */
export const couponParams = z.strictObject({
  id: z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'El cupón no existe.')), z.transform(Number)),
});

/** One code in the back-office: what the form edits, where it stands, its uses and what it discounted. */
export const adminCoupon = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent_off: z.nullable(z.number()),
  amount_off: z.nullable(z.number()),
  minimum_purchase: z.nullable(z.number()),
  starts_on: z.string(),
  ends_on: z.nullable(z.string()),
  max_uses: z.nullable(z.number()),
  max_uses_per_customer: z.nullable(z.number()),
  category_ids: z.array(z.number()),
  products: z.array(z.object({ product_id: z.number(), name: z.string() })),
  state: z.enum(COUPON_STATES),
  /** Paid orders that used it. */
  uses: z.number(),
  /** Checkouts holding a use while their shopper pays. */
  reserved: z.number(),
  /** Pesos it took off paid orders (their goods, or their shipping for free shipping). */
  discounted: z.number(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

/** GET /api/admin/coupons: running first, then upcoming, ended and archived ones. */
export const adminCouponsResponse = z.object({ coupons: z.array(adminCoupon) });
export type AdminCouponsResponse = z.infer<typeof adminCouponsResponse>;

export const couponSaved = z.object({ message: z.string(), coupon: adminCoupon });
export type CouponSaved = z.infer<typeof couponSaved>;
