import { randomBytes } from 'node:crypto';
import { moveCash } from '../methods/cash-balance';
import { noSuch, StripeApiError, type DevPay } from '../context';
import {
  stripeId,
  unixNow,
  type ChargeDetails,
  type ChargeJson,
  type IntentJson,
  type PaymentMethodType,
  type Stored,
} from './stripe-json';
import type { StoreReader, StoreWriter } from '../store/store';

/** A payment intent for a session's total, paid with `method`. */
export function newIntent(
  session: Stored<'checkout.session'>,
  method: PaymentMethodType,
  fields: Partial<IntentJson> = {},
): Stored<'payment_intent'> {
  const id = stripeId('pi');
  return {
    data: {
      id,
      object: 'payment_intent',
      amount: session.data.amount_total,
      amount_capturable: 0,
      amount_received: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: unixNow(),
      currency: 'mxn',
      customer: session.data.customer,
      description: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: session.local.intentMetadata,
      next_action: null,
      payment_method: null,
      payment_method_options: {},
      payment_method_types: [method],
      processing: null,
      receipt_email: null,
      status: 'requires_payment_method',
      ...fields,
    },
    local: { session: session.data.id },
  };
}

/** The session's move once the shopper chose how to pay: complete, paid now or later. */
export function completeSession(
  session: Stored<'checkout.session'>,
  intentId: string,
  paymentStatus: 'paid' | 'unpaid',
): void {
  Object.assign(session.data, {
    status: 'complete',
    payment_status: paymentStatus,
    payment_intent: intentId,
    url: null,
  });
}

/** The money arrived: the intent's charge, and the intent succeeded. Both are saved. */
export async function succeedIntent(
  tx: StoreWriter,
  intent: Stored<'payment_intent'>,
  details: ChargeDetails,
): Promise<ChargeJson> {
  const charge: ChargeJson = {
    id: stripeId('ch'),
    object: 'charge',
    amount: intent.data.amount,
    amount_captured: intent.data.amount,
    amount_refunded: 0,
    captured: true,
    created: unixNow(),
    currency: 'mxn',
    customer: intent.data.customer,
    livemode: false,
    paid: true,
    payment_intent: intent.data.id,
    payment_method_details: details,
    refunded: false,
    status: 'succeeded',
  };
  await tx.save('charge', { data: charge, local: {} });
  Object.assign(intent.data, {
    status: 'succeeded',
    amount_received: intent.data.amount,
    latest_charge: charge.id,
    next_action: null,
    last_payment_error: null,
  });
  await tx.save('payment_intent', intent);
  return charge;
}

/**
 * A payment intent with its session and customer, all three locked in dev-pay's order (customer,
 * session, intent). The links between them never change, so they can be read before the locks.
 */
export async function lockPayment(
  tx: StoreWriter,
  intentId: string,
): Promise<{
  customer: Stored<'customer'> | undefined;
  session: Stored<'checkout.session'>;
  intent: Stored<'payment_intent'>;
}> {
  const seen = await tx.find('payment_intent', intentId);
  if (!seen) throw noSuch('payment_intent', intentId);
  const customer = seen.data.customer
    ? await tx.find('customer', seen.data.customer, { lock: true })
    : undefined;
  const session = await tx.find('checkout.session', seen.local.session, { lock: true });
  const intent = await tx.find('payment_intent', intentId, { lock: true });
  if (!session || !intent) throw noSuch('payment_intent', intentId);
  return { customer, session, intent };
}

/** What a bank transfer has paid of the intent so far, in centavos. */
export function transferredSoFar(intent: IntentJson): number {
  const action = intent.next_action;
  return action?.type === 'display_bank_transfer_instructions'
    ? intent.amount - action.display_bank_transfer_instructions.amount_remaining
    : 0;
}

/**
 * Stripe's cancel: an intent still waiting for its money is withdrawn (`payment_intent.canceled`), and
 * what a transfer had paid of it goes back to the customer's cash balance. The session stays complete
 * and unpaid; Stripe sends no `async_payment_failed` for a cancel, unless `sessionFailed` says this is
 * how a delayed payment failed (dev-pay's test helper).
 */
export async function cancelIntent(
  devPay: DevPay,
  intentId: string,
  reason: string | null,
  options: { sessionFailed?: boolean } = {},
): Promise<IntentJson> {
  return devPay.change(async (tx, emit) => {
    const { customer, session, intent } = await lockPayment(tx, intentId);
    const { status } = intent.data;
    if (status === 'succeeded' || status === 'canceled') {
      throw new StripeApiError(
        400,
        `You cannot cancel this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        'payment_intent_unexpected_state',
      );
    }
    const transferred = transferredSoFar(intent.data);
    if (customer && transferred > 0) {
      await moveCash(tx, emit, customer, transferred, {
        type: 'unapplied_from_payment',
        paymentIntent: intentId,
      });
    }
    Object.assign(intent.data, {
      status: 'canceled',
      canceled_at: unixNow(),
      cancellation_reason: reason,
      next_action: null,
    });
    await tx.save('payment_intent', intent);
    await emit('payment_intent.canceled', intent.data);
    if (options.sessionFailed) await emit('checkout.session.async_payment_failed', session.data);
    return intent.data;
  });
}

/** Stripe's JSON for a payment intent, with `latest_charge` expanded on request. */
export async function intentJson(store: StoreReader, intent: IntentJson, expand: string[]): Promise<unknown> {
  const wantsCharge = expand.some((path) => path === 'latest_charge' || path.endsWith('.latest_charge'));
  const charge =
    wantsCharge && intent.latest_charge ? await store.find('charge', intent.latest_charge) : undefined;
  return charge ? { ...intent, latest_charge: charge.data } : intent;
}
