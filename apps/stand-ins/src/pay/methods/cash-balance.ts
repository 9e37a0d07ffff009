import type { Emit } from '../context';
import { stripeId, unixNow, type CashBalanceTransactionJson, type Stored } from '../objects/stripe-json';
import type { StoreWriter } from '../store/store';

type Movement =
  | { type: 'funded'; reference: string | null }
  | { type: 'applied_to_payment' | 'unapplied_from_payment'; paymentIntent: string }
  | { type: 'return_initiated' | 'return_canceled'; refund: string };

/**
 * Changes a customer's cash balance (Stripe's money received by transfer and not yet applied to a
 * payment) by `netAmount` centavos, with the balance transaction Stripe records for it. The caller holds
 * the customer's row lock.
 */
export async function moveCash(
  tx: StoreWriter,
  emit: Emit,
  customer: Stored<'customer'>,
  netAmount: number,
  movement: Movement,
): Promise<CashBalanceTransactionJson> {
  customer.local.cashBalance += netAmount;
  const transaction: CashBalanceTransactionJson = {
    id: stripeId('ccsbtxn'),
    object: 'customer_cash_balance_transaction',
    created: unixNow(),
    currency: 'mxn',
    customer: customer.data.id,
    customer_account: null,
    ending_balance: customer.local.cashBalance,
    livemode: false,
    net_amount: netAmount,
    type: movement.type,
    ...(movement.type === 'funded'
      ? { funded: { bank_transfer: { type: 'mx_bank_transfer', reference: movement.reference } } }
      : 'refund' in movement
        ? { [movement.type]: { refund: movement.refund } }
        : { [movement.type]: { payment_intent: movement.paymentIntent } }),
  };
  await tx.save('customer_cash_balance_transaction', { data: transaction, local: {} });
  await tx.save('customer', customer);
  await emit('customer_cash_balance_transaction.created', transaction);
  return transaction;
}

/** Whether the customer's balance goes to any of their open payments on its own (Stripe's default). */
export const reconcilesAutomatically = (customer: Stored<'customer'>): boolean =>
  (customer.local.reconciliation ?? 'automatic') === 'automatic';

/** Stripe's `cash_balance` object of a customer. */
export const cashBalanceJson = (customer: Stored<'customer'>) => ({
  object: 'cash_balance',
  available: customer.local.cashBalance > 0 ? { mxn: customer.local.cashBalance } : null,
  customer: customer.data.id,
  customer_account: null,
  livemode: false,
  settings: {
    reconciliation_mode: customer.local.reconciliation ?? 'automatic',
    using_merchant_default: customer.local.reconciliation === undefined,
  },
});
