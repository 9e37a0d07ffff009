import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import {
  requestRefund,
  settleRefund,
  type MovementLine,
  type RefundAsked,
  type RefundRecipient,
} from '../../ledger';
import type { PaymentProvider, ProviderRefund } from '../../payments';
import { orderCustomer, orderWithReference } from '../reads/order-with-customer';
import type { PaymentMethod } from '../settlement/payment-form';
import { REFUND_FAILED } from './payment-id-of';

/** The shopper an order's refund e-mail goes to. */
export const shopperOfOrder: RefundRecipient = async (tx, orderId) => {
  const row = await orderWithReference(tx, orderId);
  if (!row) throw new Error(`No existe el pedido ${orderId}`);
  return (await orderCustomer(tx, orderId, row.order.userId)).email;
};

export type GiveBackRequest = {
  orderId: number;
  amountCents: number;
  shippingCents: number;
  lines: MovementLine[];
  cause: RefundAsked['cause'];
  returnId?: number;
  asker: { by: 'staff'; email: string } | { by: 'shopper' };
  /** How the order was paid: the refund goes back the same way, or by transfer for cash. */
  paid: { method: PaymentMethod; cardBrand: string | null; cardLast4: string | null };
  /**
   * Through the provider: its payment and the metadata it keeps; the idempotency key goes to the ledger
   * and to the provider alike. Absent: a bank transfer, made (`transfer` with its reference) or owed.
   */
  provider?: { paymentId: string; metadata: Record<string, string> };
  transfer?: { clabe: string | null; reference: string | null };
  idempotencyKey: string;
};

/**
 * Money of an order goes back, in the caller's transaction (which holds the order's row lock): the
 * ledger's row first ('requested', refused when more than what is left), then the provider's refund
 * with the same idempotency key, then its word on the row. A provider failure throws 502 and the
 * transaction rolls back, row included, so nothing changes; a retry finds the provider's same refund.
 */
export async function giveBack(
  deps: { provider: PaymentProvider; log: FastifyBaseLogger },
  tx: Database,
  request: GiveBackRequest,
): Promise<{ providerRefund: ProviderRefund | null }> {
  const byTransfer = !request.provider;
  const card = request.paid.method === 'card' && !byTransfer;
  const { id } = await requestRefund(tx, {
    orderId: request.orderId,
    amountCents: request.amountCents,
    shippingCents: request.shippingCents,
    lines: request.lines,
    cause: request.cause,
    ...(request.returnId === undefined ? {} : { returnId: request.returnId }),
    method: byTransfer ? 'transfer' : request.paid.method,
    cardBrand: card ? request.paid.cardBrand : null,
    cardLast4: card ? request.paid.cardLast4 : null,
    clabe: request.transfer?.clabe ?? null,
    requestedBy: request.asker.by,
    requestedByEmail: request.asker.by === 'staff' ? request.asker.email : null,
    idempotencyKey: request.idempotencyKey,
  });
  if (!request.provider) {
    const { transfer } = request;
    if (transfer?.clabe && transfer.reference) {
      await settleRefund(
        tx,
        id,
        { state: 'succeeded', clabe: transfer.clabe, transferReference: transfer.reference },
        shopperOfOrder,
      );
    }
    return { providerRefund: null };
  }
  let refund: ProviderRefund;
  try {
    refund = await deps.provider.refund({
      paymentId: request.provider.paymentId,
      amountCents: request.amountCents,
      metadata: request.provider.metadata,
      idempotencyKey: request.idempotencyKey,
    });
  } catch (error) {
    deps.log.error(
      { err: error, orderId: request.orderId, paymentId: request.provider.paymentId },
      'el reembolso no se pudo hacer',
    );
    throw new HttpError(502, REFUND_FAILED);
  }
  await settleRefund(
    tx,
    id,
    {
      state: refund.status === 'pending' ? 'requested' : refund.status,
      providerId: refund.id,
    },
    shopperOfOrder,
  );
  return { providerRefund: refund };
}
