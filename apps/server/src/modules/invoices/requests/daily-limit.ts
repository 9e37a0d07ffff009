import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { invoicesRequestedOnShopDay } from './requested-today';

// The first half of the advisory lock's key (the second is the shopper's id): this lock and no other.
const INVOICE_REQUESTS_LOCK = 0x1f_ac_70;

export const tooManyInvoices = (limit: number) =>
  `Ya pediste ${limit} ${limit === 1 ? 'factura' : 'facturas'} hoy, el máximo por día. Podrás pedir otra mañana; si la necesitas hoy, escríbenos.`;

/**
 * Refuses (429) a shopper's invoice past `limit` in the shop's day. Each invoice is paid for at the
 * provider and mails its files, so buying, invoicing and cancelling over and over must not be free. Runs
 * in the transaction that reserves the invoice, under a lock per shopper, so that requests sent at once
 * are counted one after another and none slips past the limit.
 */
export async function holdDailyInvoiceLimit(
  tx: Database,
  userId: number,
  limit: number,
  now: Date = new Date(),
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${INVOICE_REQUESTS_LOCK}::int, ${userId}::int)`);
  if ((await invoicesRequestedOnShopDay(tx, now, userId)) >= limit) {
    throw new HttpError(429, tooManyInvoices(limit));
  }
}
