import {
  couponInputProblem,
  type AdminCoupon,
  type CouponInput,
  type CouponState,
} from '@store/contract/admin';
import type { CouponKindCode } from '@store/contract';
import { toCentavos, toPesos } from '@store/money';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { shopClock, startOfNextShopDay, startOfShopDay } from '../../lib/shop-day';
import { recordAudit } from '../audit';
import type { ProductFacts } from '../promotions';
import type { CouponRow } from './coupon-rule';
import { coupons, couponUses } from './tables';

export const COUPON_NOT_FOUND = 'El cupón no existe.';
export const COUPON_ARCHIVED = 'El cupón está archivado: ya no se puede cambiar.';
export const COUPON_CODE_TAKEN = 'Ya hay un cupón con ese código.';

const STATE_ORDER: Record<CouponState, number> = { active: 0, upcoming: 1, ended: 2, archived: 3 };

function stateOf(row: CouponRow, now: Date): CouponState {
  if (row.archivedAt) return 'archived';
  if (row.startsAt > now) return 'upcoming';
  return row.endsAt === null || row.endsAt > now ? 'active' : 'ended';
}

type UseFigures = { uses: number; reserved: number; discountedCents: number };

/** Each code's paid uses, uses held by checkouts being paid, and the centavos its paid uses took off. */
async function figuresOf(db: Database, ids: number[]): Promise<Map<number, UseFigures>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      couponId: couponUses.couponId,
      uses: sql<number>`count(*) FILTER (WHERE ${couponUses.state} = 'used')`.mapWith(Number),
      reserved: sql<number>`count(*) FILTER (WHERE ${couponUses.state} = 'reserved')`.mapWith(Number),
      discountedCents:
        sql<number>`coalesce(sum(${couponUses.discountCents}) FILTER (WHERE ${couponUses.state} = 'used'), 0)`.mapWith(
          Number,
        ),
    })
    .from(couponUses)
    .where(inArray(couponUses.couponId, ids))
    .groupBy(couponUses.couponId);
  return new Map(rows.map(({ couponId, ...figures }) => [couponId, figures]));
}

function toAdminCoupon(
  row: CouponRow,
  names: Map<number, string>,
  figures: UseFigures | undefined,
  now: Date,
): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as CouponKindCode,
    percent_off: row.percentOff,
    amount_off: row.amountCents === null ? null : toPesos(row.amountCents),
    minimum_purchase: row.minimumPurchaseCents === null ? null : toPesos(row.minimumPurchaseCents),
    starts_on: shopClock(row.startsAt).day,
    // The end is stored as the next day's midnight: the last day it runs is the one before.
    ends_on: row.endsAt === null ? null : shopClock(new Date(row.endsAt.getTime() - 1)).day,
    max_uses: row.maxUses,
    max_uses_per_customer: row.maxUsesPerCustomer,
    category_ids: row.categoryIds,
    products: row.productIds.map((id) => ({ product_id: id, name: names.get(id) ?? `Producto ${id}` })),
    state: stateOf(row, now),
    uses: figures?.uses ?? 0,
    reserved: figures?.reserved ?? 0,
    discounted: toPesos(figures?.discountedCents ?? 0),
  };
}

async function forStaff(db: Database, products: ProductFacts, rows: CouponRow[]): Promise<AdminCoupon[]> {
  const names = await products.productNames(db, [...new Set(rows.flatMap((row) => row.productIds))]);
  const figures = await figuresOf(
    db,
    rows.map((row) => row.id),
  );
  const now = new Date();
  return rows.map((row) => toAdminCoupon(row, names, figures.get(row.id), now));
}

/** Every code for the back-office: running ones first, then upcoming, ended and archived. */
export async function listCouponsForStaff(db: Database, products: ProductFacts): Promise<AdminCoupon[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.startsAt), desc(coupons.id));
  return (await forStaff(db, products, rows)).sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]);
}

async function checkedFields(db: Database, products: ProductFacts, input: CouponInput) {
  const problem = couponInputProblem(input);
  if (problem) throw new HttpError(422, problem.message, problem.field);
  for (const check of [
    {
      field: 'category_ids',
      kind: 'category',
      ids: input.category_ids,
      message: 'Uno de los departamentos ya no existe.',
    },
    {
      field: 'product_ids',
      kind: 'product',
      ids: input.product_ids,
      message: 'Uno de los productos ya no existe.',
    },
  ] as const) {
    const unique = [...new Set(check.ids)];
    if (unique.length === 0) continue;
    const found = await products.existingIds(db, check.kind, unique);
    if (found.length !== unique.length) throw new HttpError(422, check.message, check.field);
  }
  return {
    code: input.code,
    kind: input.kind,
    percentOff: input.kind === 'percent' ? input.percent_off : null,
    amountCents: input.kind === 'amount' && input.amount_off !== null ? toCentavos(input.amount_off) : null,
    minimumPurchaseCents: input.minimum_purchase === null ? null : toCentavos(input.minimum_purchase),
    startsAt: startOfShopDay(input.starts_on),
    endsAt: input.ends_on === null ? null : startOfNextShopDay(input.ends_on),
    maxUses: input.max_uses,
    maxUsesPerCustomer: input.max_uses_per_customer,
    categoryIds: [...new Set(input.category_ids)],
    productIds: [...new Set(input.product_ids)],
  };
}

/** Whether a code is taken by another code: the owner is told under the field, not by a 500. */
async function refuseTakenCode(db: Database, code: string, id: number | null): Promise<void> {
  const [other] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  if (other && other.id !== id) throw new HttpError(409, COUPON_CODE_TAKEN, 'code');
}

const one = async (db: Database, products: ProductFacts, row: CouponRow) =>
  (await forStaff(db, products, [row]))[0] as AdminCoupon;

/** The owner creates a code; the Bitácora says so. */
export async function createCoupon(
  db: Database,
  products: ProductFacts,
  actor: string,
  input: CouponInput,
): Promise<AdminCoupon> {
  const fields = await checkedFields(db, products, input);
  await refuseTakenCode(db, fields.code, null);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(coupons).values(fields).returning();
    if (!created) throw new Error('No se guardó el cupón');
    await recordAudit(tx, actor, { action: 'coupon.created', coupon: auditRef(created) });
    return created;
  });
  return one(db, products, row);
}

/** The owner changes a code that is not archived; orders already paid keep what they got. */
export async function updateCoupon(
  db: Database,
  products: ProductFacts,
  actor: string,
  id: number,
  input: CouponInput,
): Promise<AdminCoupon> {
  const [current] = await db
    .select({ archivedAt: coupons.archivedAt })
    .from(coupons)
    .where(eq(coupons.id, id));
  if (!current) throw new HttpError(404, COUPON_NOT_FOUND);
  if (current.archivedAt) throw new HttpError(409, COUPON_ARCHIVED);
  const fields = await checkedFields(db, products, input);
  await refuseTakenCode(db, fields.code, id);
  return one(db, products, await changeStanding(db, actor, id, fields, 'coupon.edited'));
}

/** Files a code away: no checkout after this takes it; it stays, because orders name it. */
export async function archiveCoupon(
  db: Database,
  products: ProductFacts,
  actor: string,
  id: number,
): Promise<AdminCoupon> {
  return one(
    db,
    products,
    await changeStanding(db, actor, id, { archivedAt: sql`now()` }, 'coupon.archived'),
  );
}

/** Changes a code with its row locked (the checkout's reservation waits on the same lock) and audits it. */
async function changeStanding(
  db: Database,
  actor: string,
  id: number,
  changes: PgUpdateSetSource<typeof coupons>,
  action: 'coupon.edited' | 'coupon.archived',
): Promise<CouponRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!before) throw new HttpError(404, COUPON_NOT_FOUND);
    if (before.archivedAt) throw new HttpError(409, COUPON_ARCHIVED);
    const [after] = await tx
      .update(coupons)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(coupons.id, id))
      .returning();
    if (!after) throw new HttpError(404, COUPON_NOT_FOUND);
    await recordAudit(tx, actor, { action, coupon: auditRef(after) });
    return after;
  });
}

const auditRef = (row: CouponRow) => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  percentOff: row.percentOff,
  amountCents: row.amountCents,
});
