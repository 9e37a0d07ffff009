import * as z from 'zod/mini';
import { MAX_ID } from '../params';
import { PROMOTION_KINDS } from '../promotions/active-promotions';
import { plainText } from '../text';

export const MAX_PROMOTION_NAME_LENGTH = 80;
export const MAX_PROMOTION_PERCENT = 90;
/** A minimum purchase in pesos; far above any cart, so a typo of a few zeros is caught. */
export const MAX_MINIMUM_PURCHASE_PESOS = 1_000_000;
/** Departments, brands or products one promotion names at most. */
export const MAX_PROMOTION_SCOPE_IDS = 200;

/** Where a promotion stands today, as the back-office's list groups them. */
export const PROMOTION_STATES = ['active', 'upcoming', 'ended', 'archived'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];
export const PROMOTION_STATE_NAMES: Record<PromotionState, string> = {
  active: 'Activa',
  upcoming: 'Próxima',
  ended: 'Terminada',
  archived: 'Archivada',
};

/** A calendar day (YYYY-MM-DD) the owner picks; the server reads it in Mexico City time. */
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

/** Pesos with at most two decimals: exactly whole centavos. */
const hasWholeCentavos = (pesos: number) => Math.abs(pesos * 100 - Math.round(pesos * 100)) < 1e-6;

/**
 * POST /api/admin/promotions and PUT /api/admin/promotions/:id. Dates are whole days, both included: it
 * runs from the first day's midnight to the end of the last, in Mexico City. Empty departments, brands and
 * products mean the whole shop.
 */
export const promotionInput = z.strictObject({
  name: z
    .string({ error: 'Escribe el nombre de la promoción.' })
    .check(
      z.trim(),
      plainText(),
      z.minLength(1, 'Escribe el nombre de la promoción.'),
      z.maxLength(
        MAX_PROMOTION_NAME_LENGTH,
        `El nombre es demasiado largo (a lo más ${MAX_PROMOTION_NAME_LENGTH} caracteres).`,
      ),
    ),
  kind: z.enum(PROMOTION_KINDS, { error: 'Elige el tipo de promoción.' }),
  percent_off: z.nullable(
    z
      .number({ error: 'El porcentaje debe ser un número.' })
      .check(
        z.int('El porcentaje debe ser un número entero.'),
        z.gte(1, 'El porcentaje debe ser de 1 a 90.'),
        z.lte(MAX_PROMOTION_PERCENT, 'El porcentaje debe ser de 1 a 90.'),
      ),
  ),
  starts_on: day('La fecha de inicio'),
  ends_on: day('La fecha de fin'),
  minimum_purchase: z.nullable(
    z
      .number({ error: 'La compra mínima debe ser un número.' })
      .check(
        z.gte(0, 'La compra mínima no puede ser negativa.'),
        z.lte(
          MAX_MINIMUM_PURCHASE_PESOS,
          `La compra mínima debe ser a lo más ${MAX_MINIMUM_PURCHASE_PESOS} pesos.`,
        ),
        z.refine(hasWholeCentavos, 'La compra mínima debe tener a lo más 2 decimales.'),
      ),
  ),
  category_ids: ids('Departamentos'),
  brand_ids: ids('Marcas'),
  product_ids: ids('Productos'),
  stackable: z.boolean({ error: 'Indica si se suma a otras promociones.' }),
});
export type PromotionInput = z.infer<typeof promotionInput>;
export type PromotionField = keyof PromotionInput;

/**
 * The rules between fields, which each field's own check cannot see: the form shows the message under the
 * field, and the server refuses the same with 422 `{ error, field }`.
 */
export function promotionInputProblem(
  input: PromotionInput,
): { field: PromotionField; message: string } | undefined {
  if (input.kind === 'percent' && input.percent_off === null) {
    return { field: 'percent_off', message: 'Escribe el porcentaje de descuento (de 1 a 90).' };
  }
  if (input.kind !== 'percent' && input.percent_off !== null) {
    return { field: 'percent_off', message: 'Solo una promoción de porcentaje lleva porcentaje.' };
  }
  if (input.ends_on < input.starts_on) {
    return { field: 'ends_on', message: 'La fecha de fin no puede ser antes de la de inicio.' };
  }
  return undefined;
}

/** PUT /api/admin/promotions/:id and POST …/:id/archive */
export const promotionParams = z.strictObject({
  id: z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'La promoción no existe.')), z.transform(Number)),
});

/** One promotion in the back-office: what the form edits, and where it stands today. */
export const adminPromotion = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  percent_off: z.nullable(z.number()),
  starts_on: z.string(),
  ends_on: z.string(),
  minimum_purchase: z.nullable(z.number()),
  category_ids: z.array(z.number()),
  brand_ids: z.array(z.number()),
  /** The products it names, with their names for the list and the form. */
  products: z.array(z.object({ product_id: z.number(), name: z.string() })),
  stackable: z.boolean(),
  state: z.enum(PROMOTION_STATES),
});
export type AdminPromotion = z.infer<typeof adminPromotion>;

/** GET /api/admin/promotions: active first, then upcoming, ended and archived ones. */
export const adminPromotionsResponse = z.object({ promotions: z.array(adminPromotion) });
export type AdminPromotionsResponse = z.infer<typeof adminPromotionsResponse>;

/** The answer to a change: the confirmation and the promotion as it is now. */
export const promotionSaved = z.object({ message: z.string(), promotion: adminPromotion });
export type PromotionSaved = z.infer<typeof promotionSaved>;
