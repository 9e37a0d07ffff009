import type { Database } from '../../../db/client';
import { queueMessage } from '../../mail';
import type { moneyMovements } from '../tables';

export type MovementRow = typeof moneyMovements.$inferSelect;

/** The shopper's e-mail for an order: orders know it, and hand it to the ledger when it may need it. */
export type RefundRecipient = (tx: Database, orderId: number) => Promise<string>;

/**
 * What follows a refund's money, handed to the ledger by the module that owns the order (orders), so that
 * the ledger needs no knowledge of invoices. `recipient` gives the shopper's e-mail. `moneyMoved` is told,
 * in the transaction that moved the refund, once when its money went back (it succeeded) and once more,
 * with `undone`, if a refund that had succeeded fails later at the provider: the invoice's credit note
 * follows the money, never the request (decision 037).
 */
export type RefundFollowUps = {
  recipient: RefundRecipient;
  moneyMoved: (tx: Database, refund: MovementRow, change: { undone: boolean }) => Promise<void>;
};

/**
 * What follows a refund's success, once per refund (the caller made it succeed in this transaction): the
 * shopper's e-mail `Te devolvimos $X del pedido #N`, through the outbox, and whatever the order's owner
 * hands in (the credit note of an invoiced order).
 */
export async function onRefundSucceeded(
  tx: Database,
  refund: MovementRow,
  followUps: RefundFollowUps,
): Promise<void> {
  await queueMessage(tx, {
    kind: 'refund-made',
    key: `refund:${refund.id}`,
    to: { email: await followUps.recipient(tx, refund.orderId) },
    orderId: refund.orderId,
    data: {
      orderNumber: refund.orderId,
      refundedCents: refund.amountCents,
      method: refund.method,
      cardBrand: refund.cardBrand,
      cardLast4: refund.cardLast4,
      clabeLast4: refund.clabe?.slice(-4) ?? null,
      transferReference: refund.transferReference,
    },
  });
  await followUps.moneyMoved(tx, refund, { undone: false });
}
