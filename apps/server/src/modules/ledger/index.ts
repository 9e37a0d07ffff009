/**
 * The ledger: every peso that moved for an order, one row per charge or refund (decision 035). It owns
 * money_movements. Orders write through it when money arrives (`recordCharge`) and when it goes back
 * (`requestRefund`, then `settleRefund` with the provider's or staff's word, or `settleProviderRefund`
 * from a webhook event, `recordTransferMade`), holding the order's row lock. Everything that shows money
 * reads it: `moneyOfOrders` (charged, refunded, net, the derived financial status, each refund), and for
 * SQL that adds orders up, `financialStatusSql`, `moneyPerOrderSql` and `refundedUnitsSql`. What follows a
 * refund's success, once, is `onRefundSucceeded`, with the follow-ups the caller hands in (`RefundFollowUps`:
 * the shopper's e-mail address, and the credit note orders and invoices attach to the money). A partial refund reads what each line already got back
 * (`refundedPartsOf`).
 */
export { recordCharge, type ChargeFacts } from './writes/record-charge';
export {
  NO_BALANCE,
  NO_TRANSFER_OWED,
  NOTHING_CHARGED,
  NOTHING_TO_REFUND,
  recordTransferMade,
  REFUND_ABOVE_LEFT,
  refundableCents,
  requestRefund,
  settleProviderRefund,
  settleRefund,
  type RefundAsked,
  type RefundOutcome,
} from './writes/refunds';
export { overpaymentHeldCents, recordOverpayment } from './writes/overpayments';
export {
  onRefundSucceeded,
  type MovementRow,
  type RefundFollowUps,
  type RefundRecipient,
} from './writes/refund-succeeded';
export {
  financialStatusSql,
  moneyOfOrders,
  type LedgerMoney,
  type LedgerOverpayment,
  type LedgerRefund,
} from './reads/order-money';
export { moneyPerOrderSql, refundedUnitsSql } from './reads/sales-money';
export { refundedPartsOf, type RefundedParts } from './reads/refunded-parts';
// The metrics' revenue and refund counters.
export { ledgerTotals, type LedgerTotals } from './reads/ledger-totals';
export type { MovementLine, MovementMethod, MovementState } from './tables';
