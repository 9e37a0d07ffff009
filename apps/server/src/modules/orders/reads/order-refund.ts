import type { OrderMoneyFacts, OrderRefund } from '@store/contract';
import { toPesos } from '@store/money';
import type { LedgerMoney } from '../../ledger';

/**
 * A cancelled order's refund as the shopper and staff read it, from the ledger: made, or owed (an amount
 * without a date: a transfer staff have yet to make, or a refund the provider has not finished); null
 * when there is none. A failed one is not a refund.
 */
export function refundOf(money: LedgerMoney): OrderRefund | null {
  const refund = money.refunds.find((row) => row.cause === 'order-cancelled' && row.state !== 'failed');
  if (!refund) return null;
  return {
    amount: toPesos(refund.amountCents),
    refunded_at: refund.state === 'succeeded' ? (refund.settledAt?.toISOString() ?? null) : null,
    method: refund.method === 'transfer' ? 'transfer' : 'payment',
    clabe_last4: refund.clabeLast4,
    transfer_reference: refund.transferReference,
  };
}

/** The order's money for the contract: the ledger's sums, its derived status and each refund. */
export function moneyFacts(money: LedgerMoney): OrderMoneyFacts {
  return {
    financial_status: money.status,
    charged: toPesos(money.chargedCents),
    refunded: toPesos(money.refundedCents),
    refund_pending: toPesos(money.pendingRefundCents),
    net: toPesos(money.netCents),
    refunds: money.refunds.map((refund) => ({
      amount: toPesos(refund.amountCents),
      shipping: toPesos(refund.shippingCents),
      destination: refund.method,
      card_brand: refund.cardBrand,
      card_last4: refund.cardLast4,
      clabe_last4: refund.clabeLast4,
      transfer_reference: refund.transferReference,
      state: refund.state,
      cause: refund.cause,
      return_id: refund.returnId,
      requested_at: refund.requestedAt.toISOString(),
      settled_at: refund.settledAt?.toISOString() ?? null,
    })),
    overpayment: money.overpayment && {
      received: toPesos(money.chargedCents + money.overpayment.overpaidCents),
      overpaid: toPesos(money.overpayment.overpaidCents),
      returned: toPesos(money.overpayment.returnedCents),
      returning: toPesos(money.overpayment.returningCents),
      held: toPesos(money.overpayment.heldCents),
    },
  };
}
