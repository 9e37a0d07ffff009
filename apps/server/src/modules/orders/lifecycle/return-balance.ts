import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { moneyOfOrders, NO_BALANCE, overpaymentHeldCents, requestRefund, settleRefund } from '../../ledger';
import type { PaymentProvider, ProviderRefund } from '../../payments';
import { refundFollowUps, shopperOfOrder, type RefundListener } from './give-back';
import { orderStatus } from './order-status';
import { REFUND_FAILED } from './payment-id-of';
import { bills, paymentCustomers } from '../tables';

type Dependencies = {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  onRefund: RefundListener;
};

/**
 * 'Devolver saldo': an owner gives back what a shopper sent by SPEI beyond an order, all of what is still
 * held, from the shopper's cash balance at the provider (Stripe: a refund with `origin: customer_balance`).
 * Under the order's row lock, the ledger's refund (cause 'overpayment', outside the order's net) is written
 * first, then the provider's with the same idempotency key, then its word; the refund e-mail goes when it
 * succeeds. A second press finds nothing held (409). A provider failure rolls everything back (502); the
 * retry's key is the same, since it counts only what went back before, so the provider answers its refund.
 */
export async function returnOverpayment(
  deps: Dependencies,
  orderId: number,
  staffEmail: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await orderStatus(tx, orderId, { forUpdate: true });
    const heldCents = await overpaymentHeldCents(tx, [orderId]);
    if (heldCents <= 0) throw new HttpError(409, NO_BALANCE);
    const customerId = await providerCustomerOf(tx, orderId);
    if (!customerId) throw new HttpError(409, NO_BALANCE);
    const gone = (await moneyOfOrders(tx, [orderId]))(orderId).overpayment;
    const idempotencyKey = `overpayment-return-${orderId}-${(gone?.returnedCents ?? 0) + (gone?.returningCents ?? 0)}`;
    const { id } = await requestRefund(tx, {
      orderId,
      amountCents: heldCents,
      shippingCents: 0,
      lines: [],
      cause: 'overpayment',
      method: 'spei',
      requestedBy: 'staff',
      requestedByEmail: staffEmail,
      idempotencyKey,
    });
    let refund: ProviderRefund;
    try {
      refund = await deps.provider.refundCashBalance({
        customerId,
        amountCents: heldCents,
        email: await shopperOfOrder(tx, orderId),
        idempotencyKey,
        metadata: { bill_id: String(orderId), cause: 'overpayment' },
      });
    } catch (error) {
      deps.log.error({ err: error, orderId }, 'el saldo no se pudo devolver');
      throw new HttpError(502, REFUND_FAILED);
    }
    await settleRefund(
      tx,
      id,
      { state: refund.status === 'pending' ? 'requested' : refund.status, providerId: refund.id },
      refundFollowUps(deps.onRefund),
    );
    await recordAudit(tx, staffEmail, {
      action: 'order.balance_returned',
      order: orderId,
      returnedCents: heldCents,
    });
  });
}

async function providerCustomerOf(tx: Database, orderId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: paymentCustomers.providerCustomerId })
    .from(bills)
    .innerJoin(paymentCustomers, eq(paymentCustomers.userId, bills.userId))
    .where(eq(bills.id, orderId))
    .limit(1);
  return row?.id;
}
