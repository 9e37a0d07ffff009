import {
  MAX_STOCK_ALERTS,
  SIZE_IN_STOCK,
  SIZE_NOT_FOUND,
  STOCK_ALERT_NOT_FOUND,
  TOO_MANY_STOCK_ALERTS,
  type StockAlert,
} from '@store/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { lockUser } from '../auth';
import { cartLines } from '../catalog';
import { stockAlerts } from './tables';

/**
 * The shopper's waiting alerts, oldest first, each named as the product page names its size. An alert
 * whose product the shop no longer shows is left out (it cannot be bought, and the shop cannot tell it).
 */
export async function listStockAlerts(db: Database, userId: number): Promise<StockAlert[]> {
  const rows = await db
    .select()
    .from(stockAlerts)
    .where(eq(stockAlerts.userId, userId))
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id));
  if (rows.length === 0) return [];
  const sizes = new Map(
    (
      await cartLines(
        db,
        rows.map((row) => row.variantId),
      )
    ).map((line) => [line.variant_id, line]),
  );
  return rows.flatMap((row) => {
    const size = sizes.get(row.variantId);
    if (!size) return [];
    return [
      {
        stock_alert_id: row.id,
        variant_id: row.variantId,
        product_id: size.product_id,
        product_name: size.name,
        color_name: size.color_name,
        size_name: size.size_name,
        image: size.image,
        created_at: row.createdAt.toISOString(),
      },
    ];
  });
}

/**
 * 'Avísame cuando llegue' on a sold-out size. Asking twice for the same size keeps the one alert. The
 * shopper's row in users is locked while counting, so two requests at once cannot pass the cap together.
 * Refused: a size that is not shown (404), one in stock (422: it can be bought now), past the cap (422).
 */
export async function addStockAlert(
  db: Database,
  userId: number,
  variantId: number,
): Promise<{ alert: StockAlert; created: boolean }> {
  const created = await db.transaction(async (tx) => {
    const [size] = await cartLines(tx, [variantId]);
    if (!size) throw new HttpError(404, SIZE_NOT_FOUND);
    if (size.stock > 0) throw new HttpError(422, SIZE_IN_STOCK);
    await lockUser(tx, userId);
    const [existing] = await tx
      .select({ id: stockAlerts.id })
      .from(stockAlerts)
      .where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.variantId, variantId)));
    if (existing) return false;
    const [waiting] = await tx
      .select({ total: count() })
      .from(stockAlerts)
      .where(eq(stockAlerts.userId, userId));
    if ((waiting?.total ?? 0) >= MAX_STOCK_ALERTS) throw new HttpError(422, TOO_MANY_STOCK_ALERTS);
    await tx.insert(stockAlerts).values({ userId, variantId });
    return true;
  });
  const alert = (await listStockAlerts(db, userId)).find((entry) => entry.variant_id === variantId);
  if (!alert) throw new HttpError(404, SIZE_NOT_FOUND);
  return { alert, created };
}

/** Removes one of the shopper's alerts; another shopper's is not found, as one that does not exist. */
export async function removeStockAlert(db: Database, userId: number, alertId: number): Promise<void> {
  const removed = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.id, alertId), eq(stockAlerts.userId, userId)))
    .returning({ id: stockAlerts.id });
  if (removed.length === 0) throw new HttpError(404, STOCK_ALERT_NOT_FOUND);
}
