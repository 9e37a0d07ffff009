import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import {
  requestRefund,
  settleRefund,
  type MovementLine,
  type MovementRow,
  type RefundAsked,
  type RefundFollowUps,
  type RefundRecipient,
} from '../../ledger';
import type { PaymentProvider, ProviderRefund } from '../../payments';
import { orderCustomer, orderWithReference } from '../reads/order-with-customer';
import type { PaymentMethod } from '../settlement/payment-form';
import { bills } from '../tables';
import { REFUND_FAILED } from './payment-id-of';
import { queueOrderNews } from '../../whatsapp';

/** Money of an order that went back (a refund succeeded), or that went back and then failed after all. */
export type OrderRefund = {
  orderId: number;
  /** 'order-refunded': staff's partial refund from the order page. */
  cause: 'order-cancelled' | 'return-refunded' | 'order-refunded';
  /** The refund's own key (`cancel-12`, `return-7`): the same refund told twice is one refund. */
  refundKey: string;
  /** What went back, IVA included. */
  refundedCents: number;
  /** The order's c_FormaPago. */
  paymentForm: string;
  /** A refund that had succeeded failed later at the provider: the money did not go back after all. */
  undone: boolean;
};

/**
 * Told, inside the transaction that moved a refund's money, that it went back or (`undone`) that it did
 * not after all: the invoices module marks the order's invoice and queues or withdraws its credit note
 * (orders know nothing of invoices; app.ts and the back office hand it in). Only the ledger tells it, from
 * a refund's settlement, so a refund asked for and still waiting (at the provider, or a transfer staff owe)
 * changes nothing on the invoice (decision 037).
 */
export type RefundListener = (tx: Database, refund: OrderRefund) => Promise<void>;

/** The shopper an order's refund e-mail goes to. */
export const shopperOfOrder: RefundRecipient = async (tx, orderId) => {
  const row = await orderWithReference(tx, orderId);
  if (!row) throw new Error(`No existe el pedido ${orderId}`);
  return (await orderCustomer(tx, orderId, row.order.userId)).email;
};

/**
 * What the ledger does after a refund of an order moves: the e-mail to its shopper, and the refund told
 * to `onRefund` with the key its credit note is kept under. An overpayment's return is not the order's
 * money (it was never invoiced) and is not told.
 */
export function refundFollowUps(onRefund: RefundListener): RefundFollowUps {
  return {
    recipient: shopperOfOrder,
    moneyMoved: async (tx, refund, { undone }) => {
      if (!undone) await queueRefundNews(tx, refund.id, refund.orderId, refund.amountCents);
      if (refund.cause === 'overpayment' || refund.cause === 'payment') return;
      const [order] = await tx
        .select({ paymentForm: bills.satPaymentForm })
        .from(bills)
        .where(eq(bills.id, refund.orderId));
      if (!order) throw new Error(`No existe el pedido ${refund.orderId}`);
      await onRefund(tx, {
        orderId: refund.orderId,
        cause: refund.cause,
        refundKey: refundKeyOf(refund),
        refundedCents: refund.amountCents,
        paymentForm: order.paymentForm,
        undone,
      });
    },
  };
}

/**
 * The refund's own key, as its credit note has been kept under since before the ledger told it (so a
 * refund asked for then and settled now finds its note): the cancel's `cancel-<order>`, a return's
 * `return-<return>`, and a partial refund's `order-refund-<order>-<n>`, its idempotency key without the
 * provider's payment id that `refundOrder` adds for the provider.
 */
function refundKeyOf(refund: MovementRow): string {
  if (refund.cause === 'order-cancelled') return `cancel-${refund.orderId}`;
  if (refund.cause === 'return-refunded' && refund.returnId !== null) return `return-${refund.returnId}`;
  return /^order-refund-\d+-\d+/.exec(refund.idempotencyKey)?.[0] ?? refund.idempotencyKey;
}

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
  deps: { provider: PaymentProvider; log: FastifyBaseLogger; onRefund: RefundListener },
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
        refundFollowUps(deps.onRefund),
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
    refundFollowUps(deps.onRefund),
  );
  return { providerRefund: refund };
}

/** 'Reembolso hecho' on WhatsApp, beside the refund's e-mail (`refund:N`), for a shopper who said yes. */
async function queueRefundNews(tx: Database, refundId: number, orderId: number, refundedCents: number) {
  const row = await orderWithReference(tx, orderId);
  if (!row) throw new Error(`No existe el pedido ${orderId}`);
  await queueOrderNews(tx, {
    userId: row.order.userId,
    orderId,
    key: `refund:${refundId}`,
    news: { template: 'reembolso_hecho', orderNumber: orderId, refundedCents },
  });
}
