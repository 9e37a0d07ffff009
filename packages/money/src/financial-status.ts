/** Where an order's money stands, as the ledger's rows add up (decision 035). */
export const FINANCIAL_STATUSES = ['Pagado', 'Reembolsado parcialmente', 'Reembolsado'] as const;
export type FinancialStatus = (typeof FINANCIAL_STATUSES)[number];

/** An order's money: what was charged and what went back, counting only what succeeded. */
export type OrderMoney = { chargedCents: number; refundedCents: number };

/**
 * The order's financial status, derived and never stored: null while nothing was charged (an order
 * waiting for its money, or one whose money never came); 'Reembolsado' once refunds reach the charge.
 * A refund still waiting or one that failed does not count: only money that went back does.
 */
export function financialStatus({ chargedCents, refundedCents }: OrderMoney): FinancialStatus | null {
  if (chargedCents <= 0) return null;
  if (refundedCents <= 0) return 'Pagado';
  if (refundedCents >= chargedCents) return 'Reembolsado';
  return 'Reembolsado parcialmente';
}

/** What the shop kept of the order: charged minus refunded. */
export const netCents = ({ chargedCents, refundedCents }: OrderMoney): number => chargedCents - refundedCents;
