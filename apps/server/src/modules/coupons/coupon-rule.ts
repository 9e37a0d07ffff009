import { COUPON_REFUSALS, type CouponKindCode } from '@store/contract';
import { formatCentavos, type CouponRefusal, type CouponRule } from '@store/money';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { ProductFacts } from '../promotions';
import { coupons, couponUses } from './tables';

export type CouponRow = typeof coupons.$inferSelect;

/** A code that runs now for this shopper: its row, and the rule `couponDiscounts` takes. */
export type RunningCoupon = { row: CouponRow; rule: CouponRule };

/** The uses that count against a code's limits: those paid and those held by a checkout being paid. */
export const COUNTED_USES = ['reserved', 'used'] as const;

/** The field a code's refusal is shown under, on the cart and the payment page. */
export const COUPON_FIELD = 'coupon_code';

const refuse = (status: number, message: string) => new HttpError(status, message, COUPON_FIELD);

/** How many uses count against the code, in all and by this shopper; `tx` may hold the code's row lock. */
export async function usesOf(
  tx: Database,
  couponId: number,
  userId: number | null,
): Promise<{ all: number; yours: number }> {
  const [all] = await tx
    .select({ uses: count() })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), inArray(couponUses.state, [...COUNTED_USES])));
  const [yours] =
    userId === null
      ? [{ uses: 0 }]
      : await tx
          .select({ uses: count() })
          .from(couponUses)
          .where(
            and(
              eq(couponUses.couponId, couponId),
              eq(couponUses.userId, userId),
              inArray(couponUses.state, [...COUNTED_USES]),
            ),
          );
  return { all: all?.uses ?? 0, yours: yours?.uses ?? 0 };
}

/** The refusal of a code with no use left, in all or for this shopper; undefined while it has one. */
export function noUseLeft(row: CouponRow, uses: { all: number; yours: number }): HttpError | undefined {
  if (row.maxUses !== null && uses.all >= row.maxUses) return refuse(409, COUPON_REFUSALS.exhausted);
  if (row.maxUsesPerCustomer !== null && uses.yours >= row.maxUsesPerCustomer) {
    return refuse(422, COUPON_REFUSALS.used_by_you);
  }
  return undefined;
}

/**
 * The code typed, if it runs at `moment` and has a use left for this shopper (a guest is counted at
 * checkout, when signed in); otherwise the refusal the field shows, in this order: it does not exist, it
 * has not started, it ended (or was archived), it is used up, this shopper used it up.
 */
export async function runningCoupon(
  db: Database,
  products: ProductFacts,
  code: string,
  userId: number | null,
  moment = new Date(),
): Promise<RunningCoupon> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!row) throw refuse(422, COUPON_REFUSALS.unknown);
  if (row.startsAt > moment) throw refuse(422, COUPON_REFUSALS.not_started);
  if (row.archivedAt || (row.endsAt !== null && row.endsAt <= moment)) {
    throw refuse(422, COUPON_REFUSALS.expired);
  }
  const refusal = noUseLeft(row, await usesOf(db, row.id, userId));
  if (refusal) throw refusal;
  return { row, rule: await ruleOf(db, products, row) };
}

/** The code as the money rule takes it: its departments and products resolved to product ids. */
async function ruleOf(db: Database, products: ProductFacts, row: CouponRow): Promise<CouponRule> {
  const wholeShop = row.categoryIds.length === 0 && row.productIds.length === 0;
  const inDepartments =
    row.categoryIds.length === 0
      ? []
      : await products.productsInScope(db, { categoryIds: row.categoryIds, brandIds: [] });
  return {
    code: row.code,
    kind: row.kind as CouponKindCode,
    percentOff: row.percentOff,
    amountCents: row.amountCents,
    minimumPurchaseCents: row.minimumPurchaseCents,
    productIds: wholeShop
      ? null
      : [...new Set([...row.productIds, ...inDepartments.map((product) => product.id)])].sort(
          (a, b) => a - b,
        ),
  };
}

/** A code that runs but gives nothing to this cart, as the field says it. */
export function couponRefusalError(refusal: CouponRefusal, rule: CouponRule): HttpError {
  return refuse(
    422,
    refusal === 'minimum'
      ? COUPON_REFUSALS.minimum(formatCentavos(rule.minimumPurchaseCents ?? 0))
      : COUPON_REFUSALS.not_covered,
  );
}
