import type { PaymentInstructions } from '@store/contract';
import { toPesos } from '@store/money';
import type { bills } from '../tables';

type OrderRow = typeof bills.$inferSelect;

/**
 * How the shopper pays an order still waiting for its money, as the order page and the admin show it;
 * null once it was paid or lapsed (the voucher of a past order is no use to anybody).
 */
export function paymentInstructionsOf(order: OrderRow): PaymentInstructions | null {
  const pending = order.paymentInstructions;
  if (order.shippingStatus !== 'Pendiente de pago' || !pending) return null;
  const expiresAt = (order.paymentDueAt ?? order.createdAt).toISOString();
  if (pending.method === 'oxxo') {
    return {
      method: 'oxxo',
      reference: pending.number,
      amount: toPesos(pending.amountCents),
      expires_at: expiresAt,
      voucher_url: pending.voucherUrl,
    };
  }
  return {
    method: 'spei',
    clabe: pending.clabe,
    bank: pending.bankName,
    beneficiary: pending.beneficiary,
    reference: pending.reference,
    amount: toPesos(pending.amountCents),
    amount_remaining: toPesos(pending.amountRemainingCents),
    expires_at: expiresAt,
    instructions_url: pending.instructionsUrl,
  };
}
