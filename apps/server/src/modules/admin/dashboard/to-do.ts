import type { Database } from '../../../db/client';
import { failedStampingCount, invoicesRequestedOnShopDay } from '../../invoices';
import { failedMessageCount } from '../../mail';
import type { UnplacedTransfer } from '@store/contract/admin';
import {
  openReturnCounts,
  openUnplacedTransfers,
  ordersAwaitingPayment,
  ordersToPrepareForPickup,
  type OpenReturnCounts,
} from '../../orders';

export type ToDoCounts = {
  awaitingPayment: number;
  toPrepareForPickup: number;
  returns: OpenReturnCounts;
  invoicesRequestedToday: number;
  invoicesFailed: number;
  emailsFailed: number;
  unplacedTransfers: UnplacedTransfer[];
};

/**
 * What waits on someone, each counted by the module that owns it: orders waiting for their money, pick-ups
 * to prepare at the counter, return requests at each of staff's steps, invoices asked for today, invoices
 * whose stamping failed, e-mails the outbox gave up on, SPEI transfers no order took. (Orders to ship come
 * with today's sales.)
 */
export async function toDoCounts(db: Database, now: Date = new Date()): Promise<ToDoCounts> {
  const [
    awaitingPayment,
    toPrepareForPickup,
    returns,
    invoicesRequestedToday,
    invoicesFailed,
    emailsFailed,
    unplacedTransfers,
  ] = await Promise.all([
    ordersAwaitingPayment(db),
    ordersToPrepareForPickup(db),
    openReturnCounts(db),
    invoicesRequestedOnShopDay(db, now),
    failedStampingCount(db, now),
    failedMessageCount(db),
    openUnplacedTransfers(db),
  ]);
  return {
    awaitingPayment,
    toPrepareForPickup,
    returns,
    invoicesRequestedToday,
    invoicesFailed,
    emailsFailed,
    unplacedTransfers,
  };
}
