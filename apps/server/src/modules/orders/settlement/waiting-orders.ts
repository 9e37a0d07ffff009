import { orderPagePath } from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bills } from '../tables';
import { AWAITING_PAYMENT_STATUS } from '../lifecycle/transitions';

/**
 * A shopper waits on one order at a time: each order 'Pendiente de pago' holds its units for days, so
 * one account with many of them could keep a whole shelf from every other shopper.
 */
export async function waitingOrderOf(db: Database, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.userId, userId), eq(bills.shippingStatus, AWAITING_PAYMENT_STATUS)))
    .limit(1);
  return row?.id;
}

// The class of the two-key advisory locks below; the second key is the shopper's id.
const WAITING_ORDER_LOCK = 31_001;

/**
 * Taken before a checkout becomes an order 'Pendiente de pago': two of one shopper's checkouts completed
 * at once (two tabs, two OXXO vouchers) go one after the other, so the second sees the first's order.
 */
export async function lockWaitingOrdersOf(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${WAITING_ORDER_LOCK}, ${userId})`);
}

/** Beside the pay button of a checkout opened while another order waits: only cards are offered. */
export const cardOnlyNotice = (publicUrl: string, orderId: number) =>
  `Ya tienes un pedido esperando tu pago (#${orderId}). Mientras lo pagas o lo cancelas, esta compra solo puede pagarse con tarjeta. Tu pedido pendiente: ${publicUrl}${orderPagePath(orderId)}`;
