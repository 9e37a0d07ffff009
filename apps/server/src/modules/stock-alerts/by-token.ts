import { STOCK_ALERT_NOT_FOUND, type StockAlertByToken } from '@store/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { cartLines } from '../catalog';
import { hashToken, newToken } from '../../lib/secret-tokens';
import { stockAlertLinks, stockAlerts } from './tables';

/** A new "Cancelar aviso" link's token for the alert; only its hash is stored. */
export async function newStockAlertLink(db: Database, alertId: number): Promise<string> {
  const token = newToken();
  await db.insert(stockAlertLinks).values({ tokenHash: hashToken(token), alertId });
  return token;
}

const alertOfLink = (db: Database, token: string) =>
  db
    .select({ alertId: stockAlertLinks.alertId })
    .from(stockAlertLinks)
    .where(eq(stockAlertLinks.tokenHash, hashToken(token)));

/**
 * What the alert of an e-mail's "Cancelar aviso" link waits for. Reading it changes nothing: mail
 * scanners open links, so the page asks the shopper before `removeStockAlertByToken`.
 */
export async function stockAlertByToken(db: Database, token: string): Promise<StockAlertByToken> {
  const [row] = await db
    .select({ variantId: stockAlerts.variantId })
    .from(stockAlerts)
    .where(inArray(stockAlerts.id, alertOfLink(db, token)));
  const [size] = row ? await cartLines(db, [row.variantId]) : [];
  if (!size) throw new HttpError(404, STOCK_ALERT_NOT_FOUND);
  return { product_name: size.name, color_name: size.color_name, size_name: size.size_name };
}

/** Removes the alert the token belongs to; the token is the shopper's proof, no session needed. */
export async function removeStockAlertByToken(db: Database, token: string): Promise<void> {
  const removed = await db
    .delete(stockAlerts)
    .where(inArray(stockAlerts.id, alertOfLink(db, token)))
    .returning({ id: stockAlerts.id });
  if (removed.length === 0) throw new HttpError(404, STOCK_ALERT_NOT_FOUND);
}
