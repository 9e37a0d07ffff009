import { moveCash } from '../methods/cash-balance';
import { noSuch, StripeApiError, type DevPay, type Emit } from '../context';
import type { StoreWriter } from '../store/store';
import { withIdempotencyKey } from './idempotency';
import { stripeId, unixNow, type RefundJson } from './stripe-json';
import type { CreateRefundParams } from '../api/refund-params';

/** Stripe's test card whose refunds fail after they were made ("asynchronous refund failure"). */
export const ASYNC_REFUND_FAILURE_LAST4 = '5126';

const pesos = (centavos: number) => `$${(centavos / 100).toFixed(2)}`;

/**
 * Gives back all or part of a payment, as Stripe's `POST /v1/refunds` does: by payment intent or by
 * charge, never more than what is left (so a second full refund is refused), and never for OXXO, whose
 * cash Stripe cannot give back. The charge's row is locked, so two refunds at once cannot both take
 * the last of it.
 */
export function createRefund(
  devPay: DevPay,
  params: CreateRefundParams,
  key: string | undefined,
): Promise<RefundJson> {
  return withIdempotencyKey(
    devPay,
    'refunds',
    key,
    async (tx, emit) => {
      if (params.origin === 'customer_balance') return refundCashBalance(devPay, tx, emit, params);
      if (!params.payment_intent && !params.charge) {
        throw new StripeApiError(
          400,
          'One of the following params should be provided for this request: payment_intent or charge.',
          'parameter_missing',
        );
      }
      const intent = params.payment_intent
        ? await tx.find('payment_intent', params.payment_intent)
        : undefined;
      if (params.payment_intent && !intent) {
        throw noSuch('payment_intent', params.payment_intent, { status: 400, param: 'payment_intent' });
      }
      const chargeId = params.charge ?? intent?.data.latest_charge;
      const charge = chargeId ? await tx.find('charge', chargeId, { lock: true }) : undefined;
      if (params.charge && !charge) throw noSuch('charge', params.charge, { status: 400, param: 'charge' });
      if (!charge || (intent && charge.data.payment_intent !== intent.data.id)) {
        throw new StripeApiError(
          400,
          `This PaymentIntent (${params.payment_intent ?? ''}) does not have a successful charge to refund.`,
          'charge_not_refundable',
        );
      }
      if (charge.data.payment_method_details.type === 'oxxo') {
        throw new StripeApiError(400, 'OXXO payments cannot be refunded.', 'charge_not_refundable');
      }
      const left = charge.data.amount - charge.data.amount_refunded;
      if (left === 0) {
        throw new StripeApiError(
          400,
          `Charge ${charge.data.id} has already been refunded.`,
          'charge_already_refunded',
        );
      }
      const amount = params.amount ?? left;
      if (amount > left) {
        throw new StripeApiError(
          400,
          `Refund amount (${pesos(amount)}) is greater than unrefunded amount on charge (${pesos(left)})`,
          'amount_too_large',
          'amount',
        );
      }
      // As Stripe does: a refund of a bank transfer (customer balance) is pending until the money is
      // back, and the test card 4000 0000 0000 5126 is refunded, then the refund fails. Either ends at
      // the sweeper's next look, with its event.
      const spei = charge.data.payment_method_details.type === 'customer_balance';
      const failsLater =
        charge.data.payment_method_details.type === 'card' &&
        charge.data.payment_method_details.card.last4 === ASYNC_REFUND_FAILURE_LAST4;
      const refund: RefundJson = {
        id: stripeId('re'),
        object: 'refund',
        amount,
        balance_transaction: null,
        charge: charge.data.id,
        created: unixNow(),
        currency: 'mxn',
        metadata: params.metadata ?? {},
        payment_intent: charge.data.payment_intent,
        reason: params.reason ?? null,
        receipt_number: null,
        status: spei ? 'pending' : 'succeeded',
        failure_reason: null,
      };
      const later = spei || failsLater;
      await tx.save('refund', {
        data: refund,
        local: later ? { settleAt: Date.now(), outcome: spei ? 'succeeded' : 'failed' } : {},
      });
      if (later) devPay.wakeAt(Date.now() + 1_000);
      charge.data.amount_refunded += amount;
      charge.data.refunded = charge.data.amount_refunded === charge.data.amount;
      await tx.save('charge', charge);
      // Stripe tells the shop of a refund twice: the refund itself, and the charge now refunded.
      await emit('refund.created', refund);
      await emit('charge.refunded', charge.data);
      return refund.id;
    },
    async (id) => {
      const refund = await devPay.store.find('refund', id);
      if (!refund) throw noSuch('refund', id, { param: 'id' });
      return refund.data;
    },
  );
}

/**
 * Stripe's refund of a customer's cash balance (`customer`, `origin: customer_balance`, `amount`,
 * `currency`): money the customer transferred that no payment took goes back to their bank account.
 * Never more than the balance holds; it leaves the balance at once (`return_initiated`) and is pending
 * until the money is back, as a SPEI refund is (the sweeper finishes it, `refund.updated`). Stripe
 * e-mails the customer (or `instructions_email`) for their bank details when it needs them.
 */
async function refundCashBalance(
  devPay: DevPay,
  tx: StoreWriter,
  emit: Emit,
  params: CreateRefundParams,
): Promise<string> {
  if (!params.customer) {
    throw new StripeApiError(400, 'Missing required param: customer.', 'parameter_missing', 'customer');
  }
  if (params.amount === undefined || params.currency === undefined) {
    throw new StripeApiError(
      400,
      'Refunds from a customer balance need an amount and a currency.',
      'parameter_missing',
      params.amount === undefined ? 'amount' : 'currency',
    );
  }
  const customer = await tx.find('customer', params.customer, { lock: true });
  if (!customer) throw noSuch('customer', params.customer, { status: 400, param: 'customer' });
  if (params.amount > customer.local.cashBalance) {
    throw new StripeApiError(
      400,
      `Refund amount (${pesos(params.amount)}) is greater than the customer's cash balance (${pesos(customer.local.cashBalance)})`,
      'amount_too_large',
      'amount',
    );
  }
  const refund: RefundJson = {
    id: stripeId('re'),
    object: 'refund',
    amount: params.amount,
    balance_transaction: null,
    charge: null,
    created: unixNow(),
    currency: 'mxn',
    metadata: params.metadata ?? {},
    payment_intent: null,
    customer: customer.data.id,
    origin: 'customer_balance',
    instructions_email: params.instructions_email ?? customer.data.email,
    reason: params.reason ?? null,
    receipt_number: null,
    status: 'pending',
    failure_reason: null,
  };
  await tx.save('refund', { data: refund, local: { settleAt: Date.now(), outcome: 'succeeded' } });
  devPay.wakeAt(Date.now() + 1_000);
  await moveCash(tx, emit, customer, -params.amount, { type: 'return_initiated', refund: refund.id });
  await emit('refund.created', refund);
  return refund.id;
}

/**
 * A refund whose later outcome is due: a pending SPEI refund succeeds (`refund.updated`), a test card's
 * refund fails (`refund.failed`, its amount back on the charge), each once, under the refund's lock.
 */
export function settleDueRefund(devPay: DevPay, refundId: string, now: number): Promise<void> {
  return devPay.change(async (tx, emit) => {
    const refund = await tx.find('refund', refundId, { lock: true });
    const { settleAt, outcome } = refund?.local ?? {};
    if (!refund || !outcome || settleAt === undefined || settleAt > now || refund.data.status === outcome) {
      return;
    }
    refund.data.status = outcome;
    if (outcome === 'failed' && refund.data.charge) {
      refund.data.failure_reason = 'expired_or_canceled_card';
      const charge = await tx.find('charge', refund.data.charge, { lock: true });
      if (charge) {
        charge.data.amount_refunded -= refund.data.amount;
        charge.data.refunded = false;
        await tx.save('charge', charge);
      }
    }
    await tx.save('refund', refund);
    await emit(outcome === 'failed' ? 'refund.failed' : 'refund.updated', refund.data);
  });
}
