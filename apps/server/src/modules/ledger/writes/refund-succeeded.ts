import type { Database } from '../../../db/client';
import { queueMessage } from '../../mail';
import type { moneyMovements } from '../tables';

/** The shopper's e-mail for an order: orders know it, and hand it to the ledger when it may need it. */
export type RefundRecipient = (tx: Database, orderId: number) => Promise<string>;

/**
 * What follows a refund's success, once per refund (the caller made it succeed in this transaction): the
 * shopper's e-mail `Te devolvimos $X del pedido #N`, through the outbox. The one place to add what
 * else a succeeded refund brings (a CFDI credit note for an invoiced order).
 */
export async function onRefundSucceeded(
  tx: Database,
  refund: typeof moneyMovements.$inferSelect,
  recipient: RefundRecipient,
): Promise<void> {
  await queueMessage(tx, {
    kind: 'refund-made',
    key: `refund:${refund.id}`,
    to: { email: await recipient(tx, refund.orderId) },
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
}
