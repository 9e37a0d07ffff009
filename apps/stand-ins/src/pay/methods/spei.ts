import { DEV_PAY_PREFIX } from '../../../../server/src/dev-services';
import { moveCash, reconcilesAutomatically } from './cash-balance';
import { BANAMEX } from './clabe';
import { noSuch, StripeApiError, type DevPay, type Emit } from '../context';
import { completeSession, newIntent, succeedIntent } from '../objects/intents';
import {
  randomDigits,
  type Address,
  type BankTransferInstructions,
  type CashBalanceTransactionJson,
  type IntentJson,
  type Stored,
} from '../objects/stripe-json';
import type { StoreWriter } from '../store/store';

/** Who the shopper transfers to, as the bank shows it: the shop, marked as a test account. */
export const BENEFICIARY = 'Norteño Western (prueba)';
const SHOP_ADDRESS: Address = {
  line1: 'Calle Libertad 1200',
  line2: 'Zona Centro',
  city: 'Chihuahua',
  state: 'CHIH',
  postal_code: '31000',
  country: 'MX',
};
const BANK_ADDRESS: Address = {
  line1: 'Actuario Roberto Medellín 800',
  line2: 'Santa Fe',
  city: 'Ciudad de México',
  state: 'CDMX',
  postal_code: '01219',
  country: 'MX',
};
/** SPEI's numeric reference holds up to 7 digits. */
const REFERENCE_DIGITS = 7;

export const transferOf = (intent: IntentJson): BankTransferInstructions | null =>
  intent.next_action?.type === 'display_bank_transfer_instructions'
    ? intent.next_action.display_bank_transfer_instructions
    : null;

/**
 * The shopper chose a SPEI transfer: the session completes unpaid, and the intent waits for a transfer
 * to the customer's own CLABE (`display_bank_transfer_instructions`). Money the customer sent earlier
 * and that no payment took (an overpayment) is applied to it at once under automatic reconciliation, as
 * Stripe does; under manual reconciliation it stays in the balance.
 */
export async function payWithTransfer(
  devPay: DevPay,
  sessionId: string,
): Promise<'issued' | 'not open' | 'not offered'> {
  return devPay.change(async (tx, emit) => {
    const seen = await tx.find('checkout.session', sessionId);
    const customer = seen?.data.customer
      ? await tx.find('customer', seen.data.customer, { lock: true })
      : undefined;
    const session = await tx.find('checkout.session', sessionId, { lock: true });
    if (!session || session.data.status !== 'open') return 'not open';
    if (!customer || !session.data.payment_method_types.includes('customer_balance')) return 'not offered';
    const intent = newIntent(session, 'customer_balance', {
      status: 'requires_action',
      payment_method_options: {
        customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } },
      },
    });
    intent.data.next_action = {
      type: 'display_bank_transfer_instructions',
      display_bank_transfer_instructions: {
        type: 'mx_bank_transfer',
        currency: 'mxn',
        amount_remaining: intent.data.amount,
        reference: randomDigits(REFERENCE_DIGITS),
        hosted_instructions_url: `${devPay.publicUrl}${DEV_PAY_PREFIX}/transfers/${intent.data.id}`,
        financial_addresses: [
          {
            type: 'spei',
            supported_networks: ['spei'],
            spei: {
              bank_code: BANAMEX.code,
              bank_name: BANAMEX.name,
              clabe: customer.local.clabe,
              account_holder_name: BENEFICIARY,
              account_holder_address: SHOP_ADDRESS,
              bank_address: BANK_ADDRESS,
            },
          },
        ],
      },
    };
    intent.local.instructions = structuredClone(intent.data.next_action);
    await tx.save('payment_intent', intent);
    completeSession(session, intent.data.id, 'unpaid');
    await tx.save('checkout.session', session);
    await emit('checkout.session.completed', session.data);
    if (reconcilesAutomatically(customer)) await applyCash(tx, emit, customer, session, intent);
    return 'issued';
  });
}

/**
 * A transfer of `amount` centavos arrived at the customer's CLABE (the transfer page's button, or
 * Stripe's `fund_cash_balance` test helper): it funds their cash balance, and goes to the open payment
 * whose reference it carries, or else (automatic reconciliation only) to their oldest open one. Answers
 * the `funded` transaction.
 */
export async function fundCashBalance(
  devPay: DevPay,
  customerId: string,
  amount: number,
  reference: string | null,
): Promise<CashBalanceTransactionJson> {
  return devPay.change(async (tx, emit) => {
    const customer = await tx.find('customer', customerId, { lock: true });
    if (!customer) throw noSuch('customer', customerId);
    const funded = await moveCash(tx, emit, customer, amount, { type: 'funded', reference });
    const open = (await tx.openIntentsOf(customerId)).filter((intent) => transferOf(intent.data));
    const matching = open.find((intent) => transferOf(intent.data)?.reference === reference);
    const target = matching ?? (reconcilesAutomatically(customer) ? open[0] : undefined);
    if (!target) return funded;
    const session = await tx.find('checkout.session', target.local.session, { lock: true });
    const intent = await tx.find('payment_intent', target.data.id, { lock: true });
    // Under manual reconciliation only this transfer's money goes to the payment its reference names:
    // what the balance held before (an earlier overpayment) stays there.
    const upTo = reconcilesAutomatically(customer) ? Infinity : amount;
    if (session && intent) await applyCash(tx, emit, customer, session, intent, upTo);
    return funded;
  });
}

/**
 * Stripe's `apply_customer_balance`: the merchant reconciles by hand, applying up to `amount` (all that is
 * left to pay when absent) of the customer's cash balance to one of their payments waiting for a transfer.
 * Answers the payment intent.
 */
export async function applyCustomerBalance(
  devPay: DevPay,
  intentId: string,
  amount: number | undefined,
): Promise<IntentJson> {
  return devPay.change(async (tx, emit) => {
    const seen = await tx.find('payment_intent', intentId);
    if (!seen) throw noSuch('payment_intent', intentId, { param: 'intent' });
    const customer = seen.data.customer
      ? await tx.find('customer', seen.data.customer, { lock: true })
      : undefined;
    const intent = await tx.find('payment_intent', intentId, { lock: true });
    const session = intent
      ? await tx.find('checkout.session', intent.local.session, { lock: true })
      : undefined;
    if (
      !customer ||
      !intent ||
      !session ||
      intent.data.status !== 'requires_action' ||
      !transferOf(intent.data)
    ) {
      throw new StripeApiError(
        400,
        `This PaymentIntent (${intentId}) is not waiting for a customer balance payment.`,
        'payment_intent_unexpected_state',
      );
    }
    await applyCash(tx, emit, customer, session, intent, amount ?? Infinity);
    return intent.data;
  });
}

/**
 * Applies the customer's cash balance to an intent waiting for a transfer: short of the amount, it
 * stays `requires_action` with less remaining (`payment_intent.partially_funded`); covered, it succeeds,
 * the session is paid, and what is left over stays in the balance. At most `upTo` centavos of the
 * balance go to it. The caller holds the locks.
 */
async function applyCash(
  tx: StoreWriter,
  emit: Emit,
  customer: Stored<'customer'>,
  session: Stored<'checkout.session'>,
  intent: Stored<'payment_intent'>,
  upTo = Infinity,
): Promise<void> {
  const transfer = transferOf(intent.data);
  if (intent.data.status !== 'requires_action' || !transfer) return;
  const applied = Math.min(customer.local.cashBalance, transfer.amount_remaining, upTo);
  if (applied <= 0) return;
  await moveCash(tx, emit, customer, -applied, { type: 'applied_to_payment', paymentIntent: intent.data.id });
  transfer.amount_remaining -= applied;
  if (transfer.amount_remaining > 0) {
    await tx.save('payment_intent', intent);
    await emit('payment_intent.partially_funded', intent.data);
    return;
  }
  await succeedIntent(tx, intent, { type: 'customer_balance', customer_balance: {} });
  session.data.payment_status = 'paid';
  await tx.save('checkout.session', session);
  await emit('payment_intent.succeeded', intent.data);
  await emit('checkout.session.async_payment_succeeded', session.data);
}
