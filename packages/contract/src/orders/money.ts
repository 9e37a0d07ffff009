import * as z from 'zod/mini';
import { pesos } from '../catalog/list-item';

/** An order's financial status, derived from its charges and refunds (the rule is `financialStatus` in @store/money). */
export const FINANCIAL_STATUS_TEXTS = ['Pagado', 'Reembolsado parcialmente', 'Reembolsado'] as const;

/** One refund of an order: how much, where the money went, and where it stands. */
export const orderRefundMovement = z.object({
  amount: pesos,
  /** Of the amount, what gave back shipping. */
  shipping: pesos,
  /** `card` and `spei`: back where the payment came from; `transfer`: a bank transfer staff made (cash paid at OXXO). */
  destination: z.enum(['card', 'oxxo', 'spei', 'transfer']),
  card_brand: z.nullable(z.string()),
  card_last4: z.nullable(z.string()),
  clabe_last4: z.nullable(z.string()),
  transfer_reference: z.nullable(z.string()),
  /** `requested`: waiting at the provider, or a transfer staff still owe; `failed`: the money did not go back. */
  state: z.enum(['requested', 'succeeded', 'failed']),
  /** Why the money went back: the order cancelled, a return refunded, or staff's partial refund from the order page. */
  cause: z.enum(['order-cancelled', 'return-refunded', 'order-refunded']),
  /** The return it belongs to, or null for a cancel's or a partial refund. */
  return_id: z.nullable(z.number().check(z.int())),
  requested_at: z.string(),
  settled_at: z.nullable(z.string()),
});
export type OrderRefundMovement = z.infer<typeof orderRefundMovement>;

/**
 * What a shopper sent by SPEI beyond an order's total: theirs, held in their balance at the payment
 * provider until the shop gives it back ('Devolver saldo'); never part of charged, refunded or net.
 */
export const orderOverpayment = z.object({
  /** All the shopper's transfers for the order brought: its total plus the overpayment. */
  received: pesos,
  overpaid: pesos,
  /** Given back (the provider finished) and on its way back. */
  returned: pesos,
  returning: pesos,
  /** Still in the shopper's balance: what 'Devolver saldo' gives back. */
  held: pesos,
});
export type OrderOverpayment = z.infer<typeof orderOverpayment>;

/** An order's money as the ledger adds it up: only what succeeded counts as charged or refunded. */
export const orderMoney = z.object({
  /** Null while nothing was charged (an order waiting for its money, or one whose money never came). */
  financial_status: z.nullable(z.enum(FINANCIAL_STATUS_TEXTS)),
  charged: pesos,
  refunded: pesos,
  /** Refunds asked for and not finished yet. */
  refund_pending: pesos,
  net: pesos,
  refunds: z.array(orderRefundMovement),
  /** Null unless the shopper sent more than the order by SPEI. */
  overpayment: z.nullable(orderOverpayment),
});
export type OrderMoneyFacts = z.infer<typeof orderMoney>;
