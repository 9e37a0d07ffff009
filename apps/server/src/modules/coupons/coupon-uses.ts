import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { COUPON_FIELD, noUseLeft, usesOf } from './coupon-rule';
import { coupons, couponUses } from './tables';
import { COUPON_REFUSALS } from '@store/contract';

/**
 * Holds one use of a code for a checkout, inside the transaction that opens it. The code's row is locked
 * first, so of two shoppers racing for its last use the second waits, counts again, and is refused (409,
 * 'Este cupón ya se agotó') with its checkout rolled back: it never reaches the payment provider.
 */
export async function reserveCouponUse(
  tx: Database,
  use: { couponId: number; userId: number; paymentSessionId: number; discountCents: number },
): Promise<void> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, use.couponId)).for('update');
  if (!row || row.archivedAt) throw new HttpError(422, COUPON_REFUSALS.expired, COUPON_FIELD);
  const refusal = noUseLeft(row, await usesOf(tx, row.id, use.userId));
  if (refusal) throw refusal;
  await tx.insert(couponUses).values({ ...use, code: row.code });
}

/**
 * A checkout's held use counts: its order is paid. Called where the checkout moves to paid, once (that
 * move is a conditional UPDATE), and conditional itself, so a replay counts nothing twice.
 */
export async function countCouponUse(tx: Database, paymentSessionId: number): Promise<void> {
  await tx
    .update(couponUses)
    .set({ state: 'used', usedAt: sql`now()` })
    .where(and(eq(couponUses.paymentSessionId, paymentSessionId), eq(couponUses.state, 'reserved')));
}

/** A checkout that expired or failed gives its held use back, for the next shopper. */
export async function releaseCouponUse(tx: Database, paymentSessionId: number): Promise<void> {
  await tx
    .update(couponUses)
    .set({ state: 'released' })
    .where(and(eq(couponUses.paymentSessionId, paymentSessionId), eq(couponUses.state, 'reserved')));
}

/** The codes a shopper paid orders with, oldest first, for their data file ('Descargar mis datos'). */
export async function couponsUsedBy(
  db: Database,
  userId: number,
): Promise<{ code: string; discountCents: number; usedAt: Date }[]> {
  const rows = await db
    .select({ code: couponUses.code, discountCents: couponUses.discountCents, usedAt: couponUses.usedAt })
    .from(couponUses)
    .where(and(eq(couponUses.userId, userId), eq(couponUses.state, 'used')))
    .orderBy(asc(couponUses.usedAt), asc(couponUses.id));
  return rows.map((row) => ({ ...row, usedAt: row.usedAt ?? new Date(0) }));
}
