import { PAYMENT_NOT_FOUND, paymentIdOf, REFUND_FAILED } from './payment-id-of';

export { PAYMENT_NOT_FOUND, REFUND_FAILED };
import { returnedLineRefundCents } from '@store/money';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { returnStock, type StockChange } from '../../catalog';
import { tellWaitingShoppers } from '../../stock-alerts';
import type { AdminOrderCancelBody } from '@store/contract/admin';
import type { PaymentProvider } from '../../payments';
import type { BillCancelBody } from '@store/contract';
import { refundableCents, refundedPartsOf, type MovementLine } from '../../ledger';
import { giveBack, type OrderRefund, type RefundListener } from './give-back';
import { moveOrder, type CancelRefund } from './move-order';
import { movePaymentSession } from './move-payment-session';
import { settleCheckoutSession } from '../settlement/settle-checkout';
import { AWAITING_PAYMENT_STATUS } from './transitions';
import { ORDER_NOT_FOUND, orderPlace, orderStatus } from './order-status';
import { refusedOrderMove } from './refused-move';
import { billLines, bills, paymentSessions } from '../tables';

export type { OrderRefund, RefundListener };

export type CancelDependencies = {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  onRefund: RefundListener;
};

export const CASH_NEEDS_TRANSFER =
  'Este pedido se pagó en efectivo en OXXO y la pasarela no puede reembolsarlo: transfiere el total a la CLABE del cliente y anota la CLABE y la clave de rastreo.';
export const NOT_A_CASH_PAYMENT =
  'Este pedido se reembolsa por la pasarela de pago, al mismo medio con que se pagó; no anotes una transferencia.';
export const PAYMENT_ARRIVED =
  'Tu pago acaba de llegar, así que ya no podemos cancelar el pedido como pendiente de pago. Recarga la página para verlo pagado; aún puedes cancelarlo y te devolvemos tu dinero.';
export const WITHDRAW_FAILED =
  'No pudimos retirar tu pago pendiente; el pedido no cambió. Intenta de nuevo en un momento.';
export const STAFF_PAYMENT_ARRIVED =
  'El pago de este pedido acaba de llegar, así que ya no está pendiente de pago. Recarga la página para verlo pagado.';
export const STAFF_WITHDRAW_FAILED =
  'La pasarela de pago no retiró la ficha o los datos de transferencia; el pedido no cambió. Intenta de nuevo en un momento.';
export const NOT_WAITING = 'Este pedido ya no espera su pago; recarga la página para ver en qué estado está.';

type Canceller = { by: 'staff'; email: string } | { by: 'shopper' };

/**
 * Staff cancel an order that has not left the shop yet: the payment is refunded through the provider (or,
 * for cash paid at OXXO, which the provider cannot give back, by the bank transfer staff made and
 * record here), the order becomes 'cancelado' with its refund, and its units go back to stock, all
 * exactly once. Which orders may be cancelled is the transition table's to say.
 */
export async function cancelOrder(
  deps: CancelDependencies,
  orderId: number,
  staffEmail: string,
  { reason, refund_transfer: transfer }: AdminOrderCancelBody,
): Promise<void> {
  // Checked first so that an order that cannot be cancelled is refused without asking the provider.
  const { status, fulfilment } = await orderPlace(deps.db, orderId);
  const refused = refusedOrderMove(status, 'cancelado', 'staff', fulfilment);
  if (refused) throw refused;
  const payment = await paymentOf(deps.db, orderId);
  // No money came, so there is nothing to refund: the payment is withdrawn and the units come back.
  if (status === AWAITING_PAYMENT_STATUS) {
    return withdrawUnpaidOrder(deps, orderId, payment, reason, { by: 'staff', email: staffEmail });
  }
  if (payment.method === 'oxxo' && !transfer) throw new HttpError(422, CASH_NEEDS_TRANSFER);
  if (payment.method !== 'oxxo' && transfer) throw new HttpError(422, NOT_A_CASH_PAYMENT);
  await cancelPaidOrder(
    deps,
    orderId,
    payment,
    { by: 'staff', email: staffEmail },
    reason,
    transfer && {
      by: 'transfer',
      amountCents: payment.totalCents,
      ...transfer,
    },
  );
}

/**
 * Staff cancel an order still 'Pendiente de pago' (a checkout holding units the shopper will not pay
 * for): as the shopper's own cancel, its payment is withdrawn at the provider, its units go back exactly
 * once and it becomes 'cancelado' without a refund; audited. Any other order is refused (409): paid
 * orders are cancelled with their refund, by owners.
 */
export async function cancelWaitingOrder(
  // No money came in, so there is none to give back and no invoice to withdraw.
  deps: Omit<CancelDependencies, 'onRefund'>,
  orderId: number,
  staffEmail: string,
  reason: string | undefined,
): Promise<void> {
  const payment = await paymentOf(deps.db, orderId);
  if ((await orderStatus(deps.db, orderId)) !== AWAITING_PAYMENT_STATUS)
    throw new HttpError(409, NOT_WAITING);
  await withdrawUnpaidOrder(deps, orderId, payment, reason, { by: 'staff', email: staffEmail });
}

/**
 * The shopper cancels their own order before it ships. Paid by card or SPEI: refunded through the
 * provider as staff's cancel is. Paid in cash at OXXO: cancelled with the refund owed, which staff make
 * by bank transfer (to the CLABE the shopper gave, if any) and record later. Still waiting for its money:
 * the payment is withdrawn at the provider first, so the voucher or the transfer details no longer pay
 * it, and the held units go back; if the money arrived meanwhile, nothing changes here and the provider's
 * word settles the order as paid. Another shopper's order is not found.
 */
export async function cancelOwnOrder(
  deps: CancelDependencies,
  userId: number,
  orderId: number,
  { reason, refund_clabe: clabe }: BillCancelBody,
): Promise<void> {
  const payment = await paymentOf(deps.db, orderId, userId);
  const { status, fulfilment } = await orderPlace(deps.db, orderId);
  const refused = refusedOrderMove(status, 'cancelado', 'shopper', fulfilment);
  if (refused) throw refused;
  if (status === AWAITING_PAYMENT_STATUS) {
    return withdrawUnpaidOrder(deps, orderId, payment, reason, { by: 'shopper' });
  }
  await cancelPaidOrder(
    deps,
    orderId,
    payment,
    { by: 'shopper' },
    reason,
    payment.method === 'oxxo'
      ? { by: 'transfer to make', amountCents: payment.totalCents, clabe: clabe ?? null }
      : undefined,
  );
}

/**
 * A paid order, cancelled with its refund: given (or, for cash, the transfer made or owed) and its units
 * back, in one transaction that holds the order's row from the check to the commit, refund call
 * included. A second cancel (or a 'Marcar como enviado') clicked meanwhile waits, then finds the order
 * cancelled and changes nothing; a failed refund rolls everything back. The refund's idempotency key is
 * the order's and its payment's, so a retry after a failure between the refund and the commit gets the
 * same refund rather than a second one. The invoice hears of the cancel from the ledger when the money
 * goes back (`refundFollowUps`): at once for a card, when the provider finishes a SPEI refund, when staff
 * record the transfer of cash paid at OXXO.
 */
async function cancelPaidOrder(
  deps: CancelDependencies,
  orderId: number,
  payment: OrderPaymentRow,
  mover: Canceller,
  reason: string | undefined,
  cashRefund: CancelRefund | undefined,
): Promise<void> {
  // Asked before taking the lock: the payment an order was made from never changes.
  const paymentId = cashRefund ? null : await paymentIdOf(deps, payment.providerSessionId);

  await deps.db.transaction(async (tx) => {
    const { status, fulfilment } = await orderPlace(tx, orderId, { forUpdate: true });
    const refusedNow = refusedOrderMove(status, 'cancelado', mover.by, fulfilment);
    if (refusedNow) throw refusedNow;
    const units = await unitsOf(tx, orderId);
    // What is left of the charge goes back, whole order and shipping, as the ledger counts it.
    const { left } = await refundableCents(tx, orderId);
    const asked = {
      orderId,
      amountCents: left,
      shippingCents: Math.min(payment.shippingCents, left),
      lines: await wholeLinesOf(tx, orderId),
      cause: 'order-cancelled' as const,
      asker: mover,
      paid: payment,
    };
    let refund: CancelRefund;
    if (cashRefund) {
      const transfer =
        cashRefund.by === 'transfer'
          ? { clabe: cashRefund.clabe, reference: cashRefund.reference }
          : { clabe: cashRefund.by === 'transfer to make' ? cashRefund.clabe : null, reference: null };
      await giveBack(deps, tx, { ...asked, transfer, idempotencyKey: `cancel-bill-${orderId}` });
      refund = cashRefund.by === 'none' ? cashRefund : { ...cashRefund, amountCents: left };
    } else {
      const paid = paymentId ?? '';
      const { providerRefund } = await giveBack(deps, tx, {
        ...asked,
        // Key and metadata keep their earlier names: a retry of a cancel begun before they were orders
        // must find the same refund, and the provider's dashboard keeps reading the same field.
        provider: { paymentId: paid, metadata: { bill_id: String(orderId), reference: payment.reference } },
        idempotencyKey: `cancel-bill-${orderId}-${paid}`,
      });
      if (!providerRefund) throw new Error('el reembolso no volvió de la pasarela');
      refund = { by: 'provider', ...providerRefund };
    }
    const unitsReturned = units.reduce((total, unit) => total + unit.quantity, 0);
    await moveOrder(tx, orderId, { to: 'cancelado', refund, unitsReturned, reason }, mover);
    await returnStock(tx, units, tellWaitingShoppers);
  });
}

/**
 * An order still waiting for its money: its payment is withdrawn at the provider (as the sweeper does
 * past the deadline), then its checkout ends with the held units back and the order is cancelled, all in
 * one transaction that holds the checkout's lock from the check to the commit, provider call included
 * (the lock the provider's settlement takes first too). A second cancel clicked meanwhile, or the event
 * the withdrawal itself brings, waits, then finds the order cancelled and changes nothing. When the
 * provider says the payment is no longer pending (the money arrived at this moment), nothing changes
 * here: the caller is told, and the provider's word settles the order as paid.
 */
async function withdrawUnpaidOrder(
  deps: Omit<CancelDependencies, 'onRefund'>,
  orderId: number,
  payment: OrderPaymentRow,
  reason: string | undefined,
  mover: Canceller,
): Promise<void> {
  if (!payment.providerSessionId) throw new HttpError(422, PAYMENT_NOT_FOUND);
  const providerSessionId = payment.providerSessionId;
  const arrived = new HttpError(409, mover.by === 'staff' ? STAFF_PAYMENT_ARRIVED : PAYMENT_ARRIVED);
  const outcome = await deps.db.transaction(async (tx) => {
    const [checkout] = await tx
      .select({ status: paymentSessions.status })
      .from(paymentSessions)
      .where(eq(paymentSessions.id, payment.paymentSessionId))
      .for('update');
    const now = await orderPlace(tx, orderId);
    const refusedNow = refusedOrderMove(now.status, 'cancelado', mover.by, now.fulfilment);
    if (refusedNow) throw refusedNow;
    if (checkout?.status !== 'open') throw arrived;
    const withdrawn = await atProvider(deps, orderId, mover, async () => {
      const current = await deps.provider.retrieveCheckout(providerSessionId);
      if (current?.paid) return 'not pending';
      if (!current?.pendingPayment || !current.paymentId) return 'canceled';
      return deps.provider.cancelPendingPayment(current.paymentId);
    });
    if (withdrawn === 'not pending') return 'not pending';
    const released = await movePaymentSession(
      tx,
      payment.paymentSessionId,
      'failed',
      mover.by,
      payment.method,
    );
    if (!released.moved) throw arrived;
    const unitsReturned = released.units.reduce((total, unit) => total + unit.quantity, 0);
    await moveOrder(tx, orderId, { to: 'cancelado', refund: { by: 'none' }, unitsReturned, reason }, mover);
    return 'cancelled';
  });
  if (outcome === 'not pending') {
    // Settled after the lock is let go: the settlement takes it too.
    await settleCheckoutSession(deps, providerSessionId).catch((error: unknown) => {
      deps.log.warn({ err: error, orderId }, 'no se pudo asentar el pago que llegó al cancelar');
    });
    throw arrived;
  }
}

async function atProvider<T>(
  deps: Pick<CancelDependencies, 'log'>,
  orderId: number,
  mover: Canceller,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'no se pudo retirar el pago pendiente');
    throw new HttpError(502, mover.by === 'staff' ? STAFF_WITHDRAW_FAILED : WITHDRAW_FAILED);
  }
}

export type OrderPaymentRow = Awaited<ReturnType<typeof paymentOf>>;

/** The checkout the order was paid through. */
export async function paymentOf(db: Database, orderId: number, userId?: number) {
  const [found] = await db
    .select({
      paymentSessionId: paymentSessions.id,
      reference: paymentSessions.reference,
      providerSessionId: paymentSessions.providerSessionId,
      method: bills.paymentMethod,
      cardBrand: bills.cardBrand,
      cardLast4: bills.cardLast4,
      totalCents: bills.totalCents,
      shippingCents: bills.shippingCents,
    })
    .from(bills)
    .innerJoin(paymentSessions, eq(paymentSessions.id, bills.paymentSessionId))
    .where(and(eq(bills.id, orderId), userId === undefined ? undefined : eq(bills.userId, userId)));
  if (!found) throw new HttpError(404, ORDER_NOT_FOUND);
  return found;
}

/** Every line of the order, whole: what a cancel gives back. */
async function wholeLinesOf(tx: Database, orderId: number): Promise<MovementLine[]> {
  const lines = await tx.select().from(billLines).where(eq(billLines.orderId, orderId)).orderBy(billLines.id);
  // Units an earlier refund (a return's, or staff's from the order page) covered are not given back again:
  // the ledger would count them twice in the units sold net of refunds.
  const { units: refundedBefore } = await refundedPartsOf(tx, orderId);
  return lines.flatMap((line) => {
    const before = Math.min(refundedBefore.get(line.id) ?? 0, line.quantity);
    const units = line.quantity - before;
    if (units === 0) return [];
    const paidCents =
      line.quantity * (line.unitPriceCents - line.unitDiscountCents) - line.promotionDiscountCents;
    const cents = returnedLineRefundCents({ paidCents, units: line.quantity }, units, before);
    return [{ order_line_id: line.id, units, cents }];
  });
}

/** The units an order sold that are still in the catalogue. */
async function unitsOf(tx: Database, orderId: number): Promise<StockChange[]> {
  const lines = await tx
    .select({ variantId: billLines.variantId, quantity: billLines.quantity })
    .from(billLines)
    .where(and(eq(billLines.orderId, orderId), isNotNull(billLines.variantId)));
  return lines.flatMap(({ variantId, quantity }) => (variantId === null ? [] : [{ variantId, quantity }]));
}
