import Stripe from 'stripe';
import type {
  ExpireOutcome,
  HostedCheckoutRequest,
  PaymentDetails,
  PaymentProvider,
  PendingPayment,
  ProviderCheckout,
  ProviderEvent,
  ProviderRefundStatus,
} from './payment-provider';

/**
 * The Stripe API version this code was written and tested against (stripe 23.1.0's own). Pinned so that
 * a new SDK or a change of the account's default version cannot change the shapes it reads; webhook
 * endpoints must be created on the same version.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** The Checkout Session events that may change how a checkout ends; others are only acknowledged. */
const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * The payment provider port over the official Stripe SDK. The same adapter runs against Stripe and
 * against the local stand-in, which speaks Stripe's HTTP API: only the SDK's address differs.
 */
export function stripePaymentProvider(stripe: Stripe, webhookSecret: string): PaymentProvider {
  return {
    createHostedCheckout: async (request) => {
      const session = await stripe.checkout.sessions.create(checkoutParams(request), {
        idempotencyKey: request.reference,
      });
      if (!session.url) throw new Error('La sesión de pago no trae URL');
      return { id: session.id, url: session.url };
    },

    retrieveCheckout: async (checkoutId) => {
      try {
        const session = await stripe.checkout.sessions.retrieve(checkoutId, {
          expand: ['payment_intent.latest_charge'],
        });
        return toCheckout(session);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    expireCheckout: async (checkoutId): Promise<ExpireOutcome> => {
      try {
        await stripe.checkout.sessions.expire(checkoutId);
        return 'expired';
      } catch (error) {
        // The local stand-in forgets its sessions when it restarts: nobody can pay those any more.
        if (isMissing(error)) return 'missing';
        // Stripe refuses to expire a session that is no longer open (complete or already expired).
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return 'not open';
        throw error;
      }
    },

    createCustomer: async ({ shopperKey, email, name }) => {
      const customer = await stripe.customers.create(
        {
          email,
          name,
          metadata: { shopper: shopperKey },
          // Money a shopper sent beyond an order must not pay their next one silently: a transfer pays
          // only the payment whose reference it carries, and what is left stays in the balance (decision 035).
          cash_balance: { settings: { reconciliation_mode: 'manual' } },
        },
        { idempotencyKey: `customer-${shopperKey}` },
      );
      return customer.id;
    },

    cancelPendingPayment: async (paymentId) => {
      try {
        await stripe.paymentIntents.cancel(paymentId);
        return 'canceled';
      } catch (error) {
        // Stripe refuses to cancel a payment that succeeded or was already canceled.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return 'not pending';
        throw error;
      }
    },

    refund: async ({ paymentId, amountCents, idempotencyKey, metadata }) => {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentId,
            reason: 'requested_by_customer',
            metadata,
            ...(amountCents === undefined ? {} : { amount: amountCents }),
          },
          { idempotencyKey },
        );
        return { id: refund.id, amountCents: refund.amount, status: refundStatus(refund.status) };
      } catch (error) {
        if (
          !(error instanceof Stripe.errors.StripeInvalidRequestError) ||
          error.code !== 'charge_already_refunded'
        ) {
          throw error;
        }
        // Refunded earlier by the same call (past the idempotency key's lifetime) or by hand in Stripe's
        // dashboard: the money is already back with the shopper, and that refund is the answer.
        const [earlier] = (await stripe.refunds.list({ payment_intent: paymentId, limit: 1 })).data;
        if (!earlier) throw error;
        return { id: earlier.id, amountCents: earlier.amount, status: refundStatus(earlier.status) };
      }
    },

    cashBalance: async (customerId) => {
      const balance = await stripe.customers.retrieveCashBalance(customerId);
      return balance.available?.mxn ?? 0;
    },

    applyCashBalance: async (paymentId, amountCents) => {
      try {
        await stripe.paymentIntents.applyCustomerBalance(paymentId, { amount: amountCents, currency: 'mxn' });
        return 'applied';
      } catch (error) {
        // Stripe refuses a payment that no longer waits (paid meanwhile, or withdrawn).
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return 'not pending';
        throw error;
      }
    },

    refundCashBalance: async ({ customerId, amountCents, email, idempotencyKey, metadata }) => {
      const refund = await stripe.refunds.create(
        {
          customer: customerId,
          origin: 'customer_balance',
          amount: amountCents,
          currency: 'mxn',
          instructions_email: email,
          reason: 'requested_by_customer',
          metadata,
        },
        { idempotencyKey },
      );
      return { id: refund.id, amountCents: refund.amount, status: refundStatus(refund.status) };
    },

    verifyWebhookEvent: (payload, headers) => {
      const signature = headers['stripe-signature'];
      // Twice the header is as good as none: which one would be the provider's?
      if (typeof signature !== 'string') return undefined;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, webhookSecret);
      } catch {
        return undefined;
      }
      return toEvent(event);
    },
  };
}

const offersOxxo = (request: HostedCheckoutRequest) => request.delayedMethods.includes('oxxo');
// A bank transfer needs a customer to reconcile against.
const offersTransfer = (request: HostedCheckoutRequest) =>
  request.customerId !== null && request.delayedMethods.includes('spei');

function allowedMethods(request: HostedCheckoutRequest): string[] {
  return [
    'card',
    ...(offersOxxo(request) ? ['oxxo'] : []),
    ...(offersTransfer(request) ? ['customer_balance'] : []),
  ];
}

function checkoutParams(request: HostedCheckoutRequest): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    currency: 'mxn',
    locale: 'es-419',
    // Stripe takes one or the other: a known customer already has the e-mail.
    ...(request.customerId ? { customer: request.customerId } : { customer_email: request.customerEmail }),
    // The methods the shop handles end to end, and of them the ones this order may use; since
    // 2026-09-30 Checkout has no payment_method_types, and this filters the Dashboard's set.
    allowed_payment_method_types: allowedMethods(request),
    ...(request.notice ? { custom_text: { submit: { message: request.notice } } } : {}),
    client_reference_id: request.reference,
    // Stripe offers the plans set in its Dashboard; the shop's own go with the session, so that the
    // settlement can flag a payment in any other (decision 034).
    metadata: { reference: request.reference, installment_plans: request.installmentMonths.join(',') },
    payment_intent_data: { metadata: { reference: request.reference } },
    line_items: request.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency: 'mxn',
        unit_amount: line.unitAmountCents,
        product_data: { name: line.name, images: line.imageUrl ? [line.imageUrl] : [] },
      },
    })),
    shipping_options: [
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          display_name: request.shipping.name,
          fixed_amount: { amount: request.shipping.amountCents, currency: 'mxn' },
        },
      },
    ],
    payment_method_options: {
      card: { installments: { enabled: request.installmentMonths.length > 0 } },
      // Stripe's guides disagree on the default (3 or 5 days), so it is always said.
      ...(offersOxxo(request) ? { oxxo: { expires_after_days: request.oxxoDays } } : {}),
      ...(offersTransfer(request)
        ? { customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } } }
        : {}),
    },
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: Math.floor(request.expiresAt.getTime() / 1000),
  };
}

function toCheckout(session: Stripe.Checkout.Session): ProviderCheckout {
  const intent = session.payment_intent;
  return {
    id: session.id,
    reference: session.client_reference_id ?? session.metadata?.reference ?? null,
    // A status this code does not know yet is treated as still open: nothing is settled from it.
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid: session.payment_status !== 'unpaid',
    amountTotalCents: session.amount_total,
    paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    payment: paymentDetails(intent),
    installmentMonths: offeredPlans(session.metadata?.installment_plans),
    pendingPayment:
      session.status === 'complete' && session.payment_status === 'unpaid' ? pendingPayment(intent) : null,
    paymentLapsed:
      session.status === 'complete' &&
      session.payment_status === 'unpaid' &&
      typeof intent === 'object' &&
      intent !== null &&
      (intent.status === 'requires_payment_method' || intent.status === 'canceled'),
  };
}

/** The plans written in the session's metadata ('3,6,12'; '' for none); null for a session without them. */
function offeredPlans(written: string | undefined): number[] | null {
  if (written === undefined) return null;
  return written === '' ? [] : written.split(',').map(Number);
}

/** The voucher or the transfer details Stripe gave the shopper, while the payment waits for them. */
function pendingPayment(intent: Stripe.Checkout.Session['payment_intent']): PendingPayment | null {
  if (!intent || typeof intent === 'string' || intent.status !== 'requires_action') return null;
  const action = intent.next_action;
  const voucher = action?.oxxo_display_details;
  if (voucher?.number) {
    return {
      method: 'oxxo',
      number: voucher.number,
      amountCents: intent.amount,
      expiresAt: new Date((voucher.expires_after ?? 0) * 1000).toISOString(),
      voucherUrl: voucher.hosted_voucher_url,
    };
  }
  const transfer = action?.display_bank_transfer_instructions;
  const spei = transfer?.financial_addresses?.find((address) => address.spei)?.spei;
  if (transfer && spei) {
    return {
      method: 'spei',
      clabe: spei.clabe,
      bankName: spei.bank_name,
      beneficiary: spei.account_holder_name,
      reference: transfer.reference ?? '',
      amountCents: intent.amount,
      amountRemainingCents: transfer.amount_remaining ?? intent.amount,
      instructionsUrl: transfer.hosted_instructions_url,
    };
  }
  return null;
}

/** What the charge was made with: a card (its brand, last four, funding and plan), OXXO or SPEI. */
function paymentDetails(intent: Stripe.Checkout.Session['payment_intent']): PaymentDetails | null {
  if (!intent || typeof intent === 'string') return null;
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return null;
  const details = charge.payment_method_details;
  if (details?.type === 'oxxo') return { ...NOT_A_CARD, method: 'oxxo' };
  if (details?.type === 'customer_balance') return { ...NOT_A_CARD, method: 'spei' };
  const card = details?.card;
  if (!card) return null;
  return {
    method: 'card',
    cardBrand: card.brand ?? null,
    cardLast4: card.last4 && /^\d{4}$/.test(card.last4) ? card.last4 : null,
    cardFunding: card.funding === 'credit' || card.funding === 'debit' ? card.funding : null,
    installmentMonths: card.installments?.plan?.count ?? null,
  };
}

const NOT_A_CARD = { cardBrand: null, cardLast4: null, cardFunding: null, installmentMonths: null };

function toEvent(event: Stripe.Event): ProviderEvent {
  const object: unknown = event.data.object;
  const checkoutId = CHECKOUT_EVENTS.has(event.type) && isCheckout(object) ? object.id : null;
  // A short SPEI transfer changes what is left to pay, which only a payment event says.
  const reference =
    event.type === 'payment_intent.partially_funded' && event.data.object.object === 'payment_intent'
      ? (event.data.object.metadata.reference ?? null)
      : null;
  return {
    id: event.id,
    type: event.type,
    checkoutId,
    reference,
    refund: refundOfEvent(event),
    cashFunded: cashFundedOf(event),
    cashBalanceMoved: cashBalanceMovedOf(event),
    paymentFailed: checkoutId !== null && event.type === 'checkout.session.async_payment_failed',
    // Stripe always sends it; an event without it is still acted on, only not timed.
    createdAt: Number.isFinite(event.created) ? new Date(event.created * 1000) : null,
  };
}

/** A transfer that arrived in a customer's cash balance, with the reference the shopper wrote. */
function cashFundedOf(event: Stripe.Event): ProviderEvent['cashFunded'] {
  const object = event.data.object;
  if (
    event.type !== 'customer_cash_balance_transaction.created' ||
    object.object !== 'customer_cash_balance_transaction' ||
    object.type !== 'funded' ||
    object.net_amount <= 0
  ) {
    return null;
  }
  const customerId = typeof object.customer === 'string' ? object.customer : object.customer.id;
  return {
    customerId,
    amountCents: object.net_amount,
    reference: object.funded?.bank_transfer.reference ?? null,
  };
}

/** Any other movement of a customer's cash balance: which customer's. */
function cashBalanceMovedOf(event: Stripe.Event): ProviderEvent['cashBalanceMoved'] {
  const object = event.data.object;
  if (
    event.type !== 'customer_cash_balance_transaction.created' ||
    object.object !== 'customer_cash_balance_transaction' ||
    object.type === 'funded'
  ) {
    return null;
  }
  return { customerId: typeof object.customer === 'string' ? object.customer : object.customer.id };
}

/** Stripe's refund states as the ledger keeps them: canceled is a refund that did not give the money back. */
function refundStatus(status: string | null): ProviderRefundStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

const REFUND_EVENTS = new Set(['refund.updated', 'refund.failed']);

function refundOfEvent(event: Stripe.Event): ProviderEvent['refund'] {
  const object = event.data.object;
  if (!REFUND_EVENTS.has(event.type) || object.object !== 'refund') return null;
  return {
    id: object.id,
    status: event.type === 'refund.failed' ? 'failed' : refundStatus(object.status),
    failureReason: object.failure_reason ?? null,
    orderId: object.metadata?.bill_id ?? null,
  };
}

const isCheckout = (object: unknown): object is { id: string } =>
  typeof object === 'object' &&
  object !== null &&
  'object' in object &&
  object.object === 'checkout.session' &&
  'id' in object &&
  typeof object.id === 'string';

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
