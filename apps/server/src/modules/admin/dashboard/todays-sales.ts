import type { Database } from '../../../db/client';
import { ordersAwaitingShipment, salesOfShopDay } from '../../orders';

export type TodaysSales = {
  orders: number;
  /** Net: charged less refunded, from the ledger. */
  salesCents: number;
  grossCents: number;
  refundsCents: number;
  awaitingShipment: number;
};

/**
 * The back-office home's figures on orders: today's orders and sales in the shop's day, and how many
 * paid orders still wait to be shipped. `now` is a parameter so that a test can stand at a chosen moment
 * of the day.
 */
export async function todaysSales(db: Database, now: Date = new Date()): Promise<TodaysSales> {
  const [today, awaitingShipment] = await Promise.all([salesOfShopDay(db, now), ordersAwaitingShipment(db)]);
  return { ...today, awaitingShipment };
}
