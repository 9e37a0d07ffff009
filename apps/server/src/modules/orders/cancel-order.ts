import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { returnStock, type StockChange } from '../catalog';
import type { AdminOrderCancelBody } from '@store/contract/admin';
import type { PaymentProvider } from '../payments';
import { moveOrder, type RefundMade } from './move-order';
import { ORDER_NOT_FOUND, orderStatus } from './order-status';
import { refusedOrderMove } from './refused-move';
import { billLines, bills, paymentSessions } from './tables';

export type CancelDependencies = { db: Database; provider: PaymentProvider; log: FastifyBaseLogger };

export const PAYMENT_NOT_FOUND =
  'La pasarela de pago no encuentra el pago de este pedido; no se puede reembolsar desde aquí.';
export const CASH_NEEDS_TRANSFER =
  'Este pedido se pagó en efectivo en OXXO y la pasarela no puede reembolsarlo: transfiere el total a la CLABE del cliente y anota la CLABE y la clave de rastreo.';
export const NOT_A_CASH_PAYMENT =
  'Este pedido se reembolsa por la pasarela de pago, al mismo medio con que se pagó; no anotes una transferencia.';
export const REFUND_FAILED =
  'La pasarela de pago no pudo hacer el reembolso; el pedido no cambió. Intenta de nuevo en un momento.';

/**
 * Cancels an order that has not left the shop yet: the payment is refunded through the provider (or,
 * for cash paid at OXXO, which the provider cannot give back, by the bank transfer staff made and
 * record here), the order becomes 'cancelado' with its refund, and its units go back to stock, all
 * exactly once. Which orders may be cancelled is the transition table's to say.
 *
 * The order's row stays locked from the check to the commit, refund call included. A second cancel (or a
 * 'Marcar como enviado') clicked meanwhile waits, then finds the order cancelled and changes nothing; a
 * failed refund rolls everything back. The refund's idempotency key is the order's and its payment's, so
 * a retry after a failure between the refund and the commit gets the same refund rather than a second one.
 */
export async function cancelOrder(
  deps: CancelDependencies,
  orderId: number,
  staffEmail: string,
  { reason, refund_transfer: transfer }: AdminOrderCancelBody,
): Promise<void> {
  // Checked first so that an order that cannot be cancelled is refused without asking the provider.
  const refused = refusedOrderMove(await orderStatus(deps.db, orderId), 'cancelado', 'staff');
  if (refused) throw refused;
  const payment = await paymentOf(deps.db, orderId);
  if (payment.method === 'oxxo' && !transfer) throw new HttpError(422, CASH_NEEDS_TRANSFER);
  if (payment.method !== 'oxxo' && transfer) throw new HttpError(422, NOT_A_CASH_PAYMENT);
  // Asked before taking the lock: the payment an order was made from never changes.
  const paymentId = transfer ? null : await paymentIdOf(deps, payment.providerSessionId);

  await deps.db.transaction(async (tx) => {
    const status = await orderStatus(tx, orderId, { forUpdate: true });
    const refusedNow = refusedOrderMove(status, 'cancelado', 'staff');
    if (refusedNow) throw refusedNow;
    const units = await unitsOf(tx, orderId);
    const refund: RefundMade =
      paymentId === null && transfer
        ? { by: 'transfer', amountCents: payment.totalCents, ...transfer }
        : await refundPayment(deps, orderId, payment.reference, paymentId ?? '');
    const unitsReturned = units.reduce((total, unit) => total + unit.quantity, 0);
    await moveOrder(
      tx,
      orderId,
      { to: 'cancelado', refund, unitsReturned, reason },
      { by: 'staff', email: staffEmail },
    );
    await returnStock(tx, units);
  });
}

/** The checkout the order was paid through. */
async function paymentOf(db: Database, orderId: number) {
  const [found] = await db
    .select({
      reference: paymentSessions.reference,
      providerSessionId: paymentSessions.providerSessionId,
      method: bills.paymentMethod,
      totalCents: bills.totalCents,
    })
    .from(bills)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId))
    .where(eq(bills.id, orderId));
  if (!found) throw new HttpError(404, ORDER_NOT_FOUND);
  return found;
}

/** The units an order sold that are still in the catalogue. */
async function unitsOf(tx: Database, orderId: number): Promise<StockChange[]> {
  const lines = await tx
    .select({ variantId: billLines.variantId, quantity: billLines.quantity })
    .from(billLines)
    .where(and(eq(billLines.orderId, orderId), isNotNull(billLines.variantId)));
  return lines.flatMap(({ variantId, quantity }) => (variantId === null ? [] : [{ variantId, quantity }]));
}

/** The payment of the order's checkout (the shop does not keep it; the provider does). */
async function paymentIdOf(deps: CancelDependencies, providerSessionId: string | null): Promise<string> {
  if (!providerSessionId) throw new HttpError(422, PAYMENT_NOT_FOUND);
  let paymentId: string | null | undefined;
  try {
    paymentId = (await deps.provider.retrieveCheckout(providerSessionId))?.paymentId;
  } catch (error) {
    deps.log.error({ err: error, providerSessionId }, 'no se pudo leer la sesión de pago para reembolsar');
    throw new HttpError(502, REFUND_FAILED);
  }
  if (!paymentId) throw new HttpError(422, PAYMENT_NOT_FOUND);
  return paymentId;
}

async function refundPayment(
  deps: CancelDependencies,
  orderId: number,
  reference: string,
  paymentId: string,
): Promise<RefundMade> {
  try {
    const refund = await deps.provider.refund({
      paymentId,
      // Key and metadata keep their earlier names: a retry of a cancel begun before they were orders
      // must find the same refund, and the provider's dashboard keeps reading the same field.
      metadata: { bill_id: String(orderId), reference },
      idempotencyKey: `cancel-bill-${orderId}-${paymentId}`,
    });
    return { by: 'provider', ...refund };
  } catch (error) {
    deps.log.error({ err: error, orderId, paymentId }, 'el reembolso no se pudo hacer');
    throw new HttpError(502, REFUND_FAILED);
  }
}
