import {
  promotionInputProblem,
  type AdminPromotion,
  type PromotionInput,
  type PromotionState,
} from '@store/contract/admin';
import type { PromotionKindCode } from '@store/contract';
import { toCentavos, toPesos } from '@store/money';
import { desc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { shopClock, startOfNextShopDay, startOfShopDay } from '../../lib/shop-day';
import { recordAudit } from '../audit';
import type { ProductFacts, ScopeKind } from './product-facts';
import type { PromotionRow } from './promotion-rule';
import { promotions } from './tables';

export const PROMOTION_NOT_FOUND = 'La promoción no existe.';
export const PROMOTION_ARCHIVED = 'La promoción está archivada: ya no se puede cambiar.';

const STATE_ORDER: Record<PromotionState, number> = { active: 0, upcoming: 1, ended: 2, archived: 3 };

/** Where a promotion stands at `now`. */
function stateOf(row: PromotionRow, now: Date): PromotionState {
  if (row.archivedAt) return 'archived';
  if (row.startsAt > now) return 'upcoming';
  return row.endsAt > now ? 'active' : 'ended';
}

function toAdminPromotion(row: PromotionRow, names: Map<number, string>, now: Date): AdminPromotion {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as PromotionKindCode,
    percent_off: row.percentOff,
    starts_on: shopClock(row.startsAt).day,
    // The end is stored as the next day's midnight: the last day it runs is the one before.
    ends_on: shopClock(new Date(row.endsAt.getTime() - 1)).day,
    minimum_purchase: row.minimumPurchaseCents === null ? null : toPesos(row.minimumPurchaseCents),
    category_ids: row.categoryIds,
    brand_ids: row.brandIds,
    products: row.productIds.map((id) => ({ product_id: id, name: names.get(id) ?? `Producto ${id}` })),
    stackable: row.stackable,
    state: stateOf(row, now),
  };
}

const productNames = (db: Database, products: ProductFacts, rows: PromotionRow[]) =>
  products.productNames(db, [...new Set(rows.flatMap((row) => row.productIds))]);

/** Every promotion for the back-office: running ones first, then upcoming, ended and archived. */
export async function listPromotionsForStaff(
  db: Database,
  products: ProductFacts,
): Promise<AdminPromotion[]> {
  const rows = await db.select().from(promotions).orderBy(desc(promotions.startsAt), desc(promotions.id));
  const now = new Date();
  const names = await productNames(db, products, rows);
  return rows
    .map((row) => toAdminPromotion(row, names, now))
    .sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]);
}

/** The ids named that do not exist, checked per field so that the form can point at it. */
async function refuseUnknownScope(
  db: Database,
  products: ProductFacts,
  input: PromotionInput,
): Promise<void> {
  const checks: { field: string; kind: ScopeKind; ids: number[]; message: string }[] = [
    {
      field: 'category_ids',
      kind: 'category',
      ids: input.category_ids,
      message: 'Uno de los departamentos ya no existe.',
    },
    {
      field: 'brand_ids',
      kind: 'brand',
      ids: input.brand_ids,
      message: 'Una de las marcas ya no existe.',
    },
    {
      field: 'product_ids',
      kind: 'product',
      ids: input.product_ids,
      message: 'Uno de los productos ya no existe.',
    },
  ];
  for (const check of checks) {
    const unique = [...new Set(check.ids)];
    if (unique.length === 0) continue;
    const found = await products.existingIds(db, check.kind, unique);
    if (found.length !== unique.length) throw new HttpError(422, check.message, check.field);
  }
}

async function checkedFields(db: Database, products: ProductFacts, input: PromotionInput) {
  const problem = promotionInputProblem(input);
  if (problem) throw new HttpError(422, problem.message, problem.field);
  await refuseUnknownScope(db, products, input);
  return {
    name: input.name,
    kind: input.kind,
    percentOff: input.kind === 'percent' ? input.percent_off : null,
    minimumPurchaseCents: input.minimum_purchase === null ? null : toCentavos(input.minimum_purchase),
    startsAt: startOfShopDay(input.starts_on),
    endsAt: startOfNextShopDay(input.ends_on),
    categoryIds: [...new Set(input.category_ids)],
    brandIds: [...new Set(input.brand_ids)],
    productIds: [...new Set(input.product_ids)],
    stackable: input.stackable,
  };
}

async function oneForStaff(db: Database, products: ProductFacts, row: PromotionRow): Promise<AdminPromotion> {
  return toAdminPromotion(row, await productNames(db, products, [row]), new Date());
}

/** The owner creates a promotion; the Bitácora says so. */
export async function createPromotion(
  db: Database,
  products: ProductFacts,
  actor: string,
  input: PromotionInput,
): Promise<AdminPromotion> {
  const fields = await checkedFields(db, products, input);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(promotions).values(fields).returning();
    if (!created) throw new Error('No se guardó la promoción');
    await recordAudit(tx, actor, { action: 'promotion.created', promotion: auditRef(created) });
    return created;
  });
  return oneForStaff(db, products, row);
}

/** The owner changes a promotion that is not archived; orders already paid keep what they got. */
export async function updatePromotion(
  db: Database,
  products: ProductFacts,
  actor: string,
  id: number,
  input: PromotionInput,
): Promise<AdminPromotion> {
  // One that is not there (or archived) is answered so before its fields are looked at.
  const [current] = await db
    .select({ archivedAt: promotions.archivedAt })
    .from(promotions)
    .where(eq(promotions.id, id));
  if (!current) throw new HttpError(404, PROMOTION_NOT_FOUND);
  if (current.archivedAt) throw new HttpError(409, PROMOTION_ARCHIVED);
  const fields = await checkedFields(db, products, input);
  return oneForStaff(db, products, await changeStanding(db, actor, id, fields, 'promotion.edited'));
}

/**
 * Ends a promotion now and files it away. It is never deleted: the orders that got it name it, and the
 * owner may want to look back at it.
 */
export async function archivePromotion(
  db: Database,
  products: ProductFacts,
  actor: string,
  id: number,
): Promise<AdminPromotion> {
  const changes = {
    archivedAt: sql`now()`,
    // One that had not ended yet ends now, so no checkout starting after this gets it.
    endsAt: sql`least(${promotions.endsAt}, greatest(now(), ${promotions.startsAt} + interval '1 second'))`,
  };
  return oneForStaff(db, products, await changeStanding(db, actor, id, changes, 'promotion.archived'));
}

/**
 * Changes a promotion that is not archived, with its row locked, and records it in the audit log: one
 * that does not exist is 404, an archived one 409 (both may have happened since it was first looked at).
 */
async function changeStanding(
  db: Database,
  actor: string,
  id: number,
  changes: PgUpdateSetSource<typeof promotions>,
  action: 'promotion.edited' | 'promotion.archived',
): Promise<PromotionRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
    if (!before) throw new HttpError(404, PROMOTION_NOT_FOUND);
    if (before.archivedAt) throw new HttpError(409, PROMOTION_ARCHIVED);
    const [after] = await tx
      .update(promotions)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(promotions.id, id))
      .returning();
    if (!after) throw new HttpError(404, PROMOTION_NOT_FOUND);
    await recordAudit(tx, actor, { action, promotion: auditRef(after) });
    return after;
  });
}

const auditRef = (row: PromotionRow) => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  percentOff: row.percentOff,
  startsOn: shopClock(row.startsAt).day,
  endsOn: shopClock(new Date(row.endsAt.getTime() - 1)).day,
});
