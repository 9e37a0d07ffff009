import type { Database } from '../../../db/client';
import { invoicesRequestedOnShopDay } from '../../invoices';
import type { UnplacedTransfer } from '@store/contract/admin';
import {
  openReturnCounts,
  openUnplacedTransfers,
  ordersAwaitingPayment,
  type OpenReturnCounts,
} from '../../orders';

export type ToDoCounts = {
  awaitingPayment: number;
  returns: OpenReturnCounts;
  invoicesRequestedToday: number;
  unplacedTransfers: UnplacedTransfer[];
};

/**
 * What waits on someone, each counted by the module that owns it: orders waiting for their money, return
 * requests at each of staff's steps, invoices asked for today, SPEI transfers no order took. (Orders to
 * ship come with today's sales.)
 */
export async function toDoCounts(db: Database, now: Date = new Date()): Promise<ToDoCounts> {
  const [awaitingPayment, returns, invoicesRequestedToday, unplacedTransfers] = await Promise.all([
    ordersAwaitingPayment(db),
    openReturnCounts(db),
    invoicesRequestedOnShopDay(db, now),
    openUnplacedTransfers(db),
  ]);
  return { awaitingPayment, returns, invoicesRequestedToday, unplacedTransfers };
}
