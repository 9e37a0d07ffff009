import type { Database } from '../../../db/client';
import { invoicesRequestedOnShopDay } from '../../invoices';
import { openReturnCounts, ordersAwaitingPayment, type OpenReturnCounts } from '../../orders';

export type ToDoCounts = {
  awaitingPayment: number;
  returns: OpenReturnCounts;
  invoicesRequestedToday: number;
};

/**
 * What waits on someone, each counted by the module that owns it: orders waiting for their money, return
 * requests at each of staff's steps, invoices asked for today. (Orders to ship come with today's sales.)
 */
export async function toDoCounts(db: Database, now: Date = new Date()): Promise<ToDoCounts> {
  const [awaitingPayment, returns, invoicesRequestedToday] = await Promise.all([
    ordersAwaitingPayment(db),
    openReturnCounts(db),
    invoicesRequestedOnShopDay(db, now),
  ]);
  return { awaitingPayment, returns, invoicesRequestedToday };
}
