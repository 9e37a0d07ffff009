import { randomBytes } from 'node:crypto';
import type { CreateSessionParams } from './checkout-params';
import type { CreateRefundParams } from './refund-params';

export type DevCharge = {
  id: string;
  object: 'charge';
  amount: number;
  currency: 'mxn';
  paid: true;
  status: 'succeeded';
  amount_refunded: number;
  refunded: boolean;
  payment_intent: string;
  payment_method_details:
    | {
        type: 'card';
        card: {
          brand: string;
          last4: string;
          exp_month: number;
          exp_year: number;
          funding: 'credit' | 'debit';
          installments: { plan: InstallmentPlan | null } | null;
        };
      }
    | { type: 'oxxo'; oxxo: { number: string } };
  created: number;
  livemode: false;
};

/** Stripe's shape of a plan of meses sin intereses. */
export type InstallmentPlan = { count: number; interval: 'month'; type: 'fixed_count' };

export type DevPaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: 'mxn';
  status: 'succeeded' | 'requires_action' | 'canceled';
  latest_charge: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type DevSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  currency: 'mxn';
  amount_subtotal: number;
  amount_total: number;
  shipping_cost: { amount_total: number } | null;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
  /** Not part of Stripe's object: what the hosted page shows. Left out of API answers. */
  lines: { name: string; image: string | undefined; quantity: number; unitAmount: number }[];
  shippingName: string | undefined;
  /** Meses sin intereses offered on the card form (`payment_method_options.card.installments`). */
  installmentsEnabled: boolean;
  paymentIntentMetadata: Record<string, string>;
};

export type DevRefund = {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: null;
  charge: string;
  created: number;
  currency: 'mxn';
  metadata: Record<string, string>;
  payment_intent: string;
  reason: CreateRefundParams['reason'] | null;
  receipt_number: null;
  status: 'succeeded';
};

/** Stripe's refusal of a refund: the HTTP status, its message and its error code. */
export type DevRefusal = { status: number; message: string; code: string; param?: string };

export type DevEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
};

export const stripeId = (prefix: string) =>
  `${prefix}_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);

const missing = (param: string, id: string): DevRefusal => ({
  status: 400,
  message: `No such ${param}: '${id}'`,
  code: 'resource_missing',
  param,
});

export type PaidCard = {
  last4: string;
  brand: string;
  funding: 'credit' | 'debit';
  expMonth: number;
  expYear: number;
};

const DEFAULT_LIFETIME_S = 24 * 60 * 60;

/** What the local hosted checkout remembers, in memory: like Stripe, it is not the shop's database. */
export class DevPayState {
  readonly sessions = new Map<string, DevSession>();
  readonly paymentIntents = new Map<string, DevPaymentIntent>();
  readonly charges = new Map<string, DevCharge>();
  readonly refunds = new Map<string, DevRefund>();
  /** Refunds by the Idempotency-Key they were created with: a retried request gets the same refund. */
  readonly refundsByKey = new Map<string, string>();
  readonly events: DevEvent[] = [];
  readonly idempotent = new Map<string, string>();

  createSession(params: CreateSessionParams, hostedUrl: (id: string) => string): DevSession {
    const id = stripeId('cs_test');
    const subtotal = params.line_items.reduce(
      (total, line) => total + line.price_data.unit_amount * line.quantity,
      0,
    );
    const shippingRate = params.shipping_options?.[0]?.shipping_rate_data;
    const shipping = shippingRate?.fixed_amount.amount ?? 0;
    const session: DevSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      currency: 'mxn',
      amount_subtotal: subtotal,
      amount_total: subtotal + shipping,
      shipping_cost: shippingRate ? { amount_total: shipping } : null,
      client_reference_id: params.client_reference_id ?? null,
      customer_email: params.customer_email ?? null,
      locale: params.locale ?? null,
      metadata: params.metadata ?? {},
      payment_intent: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      url: hostedUrl(id),
      expires_at: params.expires_at ?? now() + DEFAULT_LIFETIME_S,
      created: now(),
      livemode: false,
      lines: params.line_items.map((line) => ({
        name: line.price_data.product_data.name,
        image: line.price_data.product_data.images?.[0],
        quantity: line.quantity,
        unitAmount: line.price_data.unit_amount,
      })),
      shippingName: shippingRate?.display_name,
      paymentIntentMetadata: params.payment_intent_data?.metadata ?? {},
      installmentsEnabled: params.payment_method_options?.card?.installments?.enabled === true,
    };
    this.sessions.set(id, session);
    return session;
  }

  /** A successful card payment: the intent, its charge and the completed session. */
  pay(session: DevSession, card: PaidCard, installmentMonths: number | null): void {
    const intent = this.newIntent(session);
    this.charge(intent, {
      type: 'card',
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        funding: card.funding,
        // As Stripe: the installments hash is there when the session offered them, its plan null when the
        // shopper paid in one go.
        installments: session.installmentsEnabled
          ? {
              plan: installmentMonths
                ? { count: installmentMonths, interval: 'month', type: 'fixed_count' }
                : null,
            }
          : null,
      },
    });
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
  }

  /**
   * A cash payment at OXXO: the checkout completes with a voucher, unpaid; the money arrives (or not)
   * later, as with Stripe's delayed payment methods.
   */
  payLater(session: DevSession): void {
    const intent = this.newIntent(session);
    intent.status = 'requires_action';
    session.status = 'complete';
    session.payment_status = 'unpaid';
    session.url = null;
  }

  /** The end of a delayed payment: paid at the store, or the voucher lapsed. */
  settleLater(session: DevSession, paid: boolean): void {
    const intent = session.payment_intent ? this.paymentIntents.get(session.payment_intent) : undefined;
    if (!intent || intent.status !== 'requires_action') return;
    if (!paid) {
      intent.status = 'canceled';
      return;
    }
    this.charge(intent, { type: 'oxxo', oxxo: { number: intent.id.slice(-12) } });
    session.payment_status = 'paid';
  }

  private newIntent(session: DevSession): DevPaymentIntent {
    const intent: DevPaymentIntent = {
      id: stripeId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      currency: 'mxn',
      status: 'succeeded',
      latest_charge: null,
      metadata: session.paymentIntentMetadata,
      created: now(),
      livemode: false,
    };
    this.paymentIntents.set(intent.id, intent);
    session.payment_intent = intent.id;
    return intent;
  }

  private charge(intent: DevPaymentIntent, details: DevCharge['payment_method_details']): void {
    const charge: DevCharge = {
      id: stripeId('ch'),
      object: 'charge',
      amount: intent.amount,
      currency: 'mxn',
      paid: true,
      status: 'succeeded',
      amount_refunded: 0,
      refunded: false,
      payment_intent: intent.id,
      payment_method_details: details,
      created: now(),
      livemode: false,
    };
    this.charges.set(charge.id, charge);
    intent.status = 'succeeded';
    intent.latest_charge = charge.id;
  }

  /**
   * Gives back all or part of a payment, as Stripe's `POST /v1/refunds` does: by payment intent or by
   * charge, never more than what is left, so a second full refund is refused.
   */
  refund(params: CreateRefundParams): { refund: DevRefund; charge: DevCharge } | { refusal: DevRefusal } {
    if (!params.payment_intent && !params.charge) {
      return {
        refusal: {
          status: 400,
          message:
            'One of the following params should be provided for this request: payment_intent or charge.',
          code: 'parameter_missing',
        },
      };
    }
    const intent = params.payment_intent ? this.paymentIntents.get(params.payment_intent) : undefined;
    if (params.payment_intent && !intent) {
      return { refusal: missing('payment_intent', params.payment_intent) };
    }
    const chargeId = params.charge ?? intent?.latest_charge;
    const charge = chargeId ? this.charges.get(chargeId) : undefined;
    if (params.charge && !charge) return { refusal: missing('charge', params.charge) };
    if (!charge || (intent && charge.payment_intent !== intent.id)) {
      return {
        refusal: {
          status: 400,
          message: `This PaymentIntent (${params.payment_intent ?? ''}) does not have a successful charge to refund.`,
          code: 'charge_not_refundable',
        },
      };
    }
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) {
      return {
        refusal: {
          status: 400,
          message: `Charge ${charge.id} has already been refunded.`,
          code: 'charge_already_refunded',
        },
      };
    }
    const amount = params.amount ?? left;
    if (amount > left) {
      return {
        refusal: {
          status: 400,
          message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
          code: 'amount_too_large',
          param: 'amount',
        },
      };
    }
    const refund: DevRefund = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: now(),
      currency: 'mxn',
      metadata: params.metadata ?? {},
      payment_intent: charge.payment_intent,
      reason: params.reason ?? null,
      receipt_number: null,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return { refund, charge };
  }

  expire(session: DevSession): void {
    session.status = 'expired';
    session.url = null;
  }

  /** Stripe's JSON for a session, with `payment_intent` (and its `latest_charge`) expanded on request. */
  sessionJson(session: DevSession, expand: string[] = []): Record<string, unknown> {
    const {
      lines: _lines,
      shippingName: _shippingName,
      paymentIntentMetadata: _metadata,
      installmentsEnabled,
      ...fields
    } = session;
    const json = {
      ...fields,
      payment_method_options: installmentsEnabled ? { card: { installments: { enabled: true } } } : {},
    };
    const wantsIntent = expand.some(
      (path) => path === 'payment_intent' || path.startsWith('payment_intent.'),
    );
    if (!wantsIntent || !session.payment_intent) return json;
    const intent = this.paymentIntents.get(session.payment_intent);
    if (!intent) return json;
    const charge =
      expand.includes('payment_intent.latest_charge') && intent.latest_charge
        ? this.charges.get(intent.latest_charge)
        : undefined;
    return { ...json, payment_intent: charge ? { ...intent, latest_charge: charge } : intent };
  }

  recordEvent(type: string, object: unknown, apiVersion: string): DevEvent {
    const event: DevEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: apiVersion,
      created: now(),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    this.events.push(event);
    return event;
  }
}
