import { DEV_PAY_PREFIX } from '../../../../server/src/dev-services';
import { oxxoTakes } from '../methods/oxxo-limits';
import type { CreateSessionParams } from '../api/checkout-params';
import { noSuch, StripeApiError, type DevPay } from '../context';
import { withIdempotencyKey } from './idempotency';
import { intentJson } from './intents';
import {
  stripeId,
  unixNow,
  type PaymentMethodType,
  type SessionJson,
  type SessionPaymentMethodOptions,
  type Stored,
} from './stripe-json';
import type { StoreReader } from '../store/store';

const DEFAULT_LIFETIME_S = 24 * 60 * 60;
/** Days a voucher stays payable when the session does not say (Stripe's Checkout guide). */
const DEFAULT_OXXO_DAYS = 3;

/** Stripe's "create a Checkout Session", once per idempotency key. */
export async function createSession(
  devPay: DevPay,
  params: CreateSessionParams,
  key: string | undefined,
): Promise<SessionJson> {
  const now = unixNow();
  if (
    params.expires_at !== undefined &&
    (params.expires_at < now + 30 * 60 || params.expires_at > now + DEFAULT_LIFETIME_S)
  ) {
    throw new StripeApiError(
      400,
      'expires_at must be between 30 minutes and 24 hours from now',
      'parameter_invalid_integer',
    );
  }
  if (params.customer && params.customer_email) {
    // Stripe's own refusal: a known customer already has the e-mail.
    throw new StripeApiError(400, 'You may only specify one of these parameters: customer, customer_email.');
  }
  return withIdempotencyKey(
    devPay,
    'checkout.sessions',
    key,
    async (tx) => {
      const customer = params.customer ? await tx.find('customer', params.customer) : undefined;
      if (params.customer && !customer) {
        throw noSuch('customer', params.customer, { status: 400, param: 'customer' });
      }
      const session = newSession(params, customer, devPay.publicUrl);
      await tx.save('checkout.session', session);
      return session.data.id;
    },
    async (id) => (await findSession(devPay.store, id)).data,
  );
}

function newSession(
  params: CreateSessionParams,
  customer: Stored<'customer'> | undefined,
  publicUrl: string,
): Stored<'checkout.session'> {
  const id = stripeId('cs_test');
  const subtotal = params.line_items.reduce(
    (total, line) => total + line.price_data.unit_amount * line.quantity,
    0,
  );
  const shippingRate = params.shipping_options?.[0]?.shipping_rate_data;
  const shipping = shippingRate?.fixed_amount.amount ?? 0;
  const total = subtotal + shipping;
  const options = echoedOptions(params.payment_method_options);
  return {
    data: {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      currency: 'mxn',
      amount_subtotal: subtotal,
      amount_total: total,
      shipping_cost: shippingRate ? { amount_total: shipping } : null,
      client_reference_id: params.client_reference_id ?? null,
      customer: customer?.data.id ?? null,
      customer_email: params.customer_email ?? null,
      locale: params.locale ?? null,
      metadata: params.metadata ?? {},
      allowed_payment_method_types: params.allowed_payment_method_types ?? null,
      custom_text: { submit: params.custom_text?.submit ?? null },
      payment_method_types: offeredMethods(
        total,
        customer !== undefined,
        options,
        params.allowed_payment_method_types,
      ),
      payment_method_options: options,
      payment_intent: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      url: `${publicUrl}${DEV_PAY_PREFIX}/checkout/${id}`,
      expires_at: params.expires_at ?? unixNow() + DEFAULT_LIFETIME_S,
      created: unixNow(),
      livemode: false,
    },
    local: {
      lines: params.line_items.map((line) => ({
        name: line.price_data.product_data.name,
        image: line.price_data.product_data.images?.[0],
        quantity: line.quantity,
        unitAmount: line.price_data.unit_amount,
      })),
      shippingName: shippingRate?.display_name,
      email: params.customer_email ?? customer?.data.email ?? null,
      intentMetadata: params.payment_intent_data?.metadata ?? {},
    },
  };
}

/** The session's `payment_method_options` as Stripe answers them: what was asked, with OXXO's default. */
function echoedOptions(asked: CreateSessionParams['payment_method_options']): SessionPaymentMethodOptions {
  const options: SessionPaymentMethodOptions = {};
  // Answered only when on: a session that turns them off reads as one that never mentioned them.
  if (asked?.card?.installments?.enabled) options.card = { installments: { enabled: true } };
  if (asked?.oxxo) options.oxxo = { expires_after_days: asked.oxxo.expires_after_days ?? DEFAULT_OXXO_DAYS };
  if (asked?.customer_balance) {
    const transfer = asked.customer_balance.bank_transfer;
    options.customer_balance = {
      funding_type: asked.customer_balance.funding_type ?? null,
      ...(transfer ? { bank_transfer: transfer } : {}),
    };
  }
  return options;
}

/**
 * What the hosted page offers, of what the session allows (all three when it does not say): cards
 * always; OXXO within its amount limits, as Stripe refuses a voucher outside them; a SPEI transfer only
 * to a known customer (the transfer is reconciled against their account) when the session asks for
 * Mexican bank transfers.
 */
function offeredMethods(
  total: number,
  hasCustomer: boolean,
  options: SessionPaymentMethodOptions,
  allowed: readonly string[] | undefined,
): PaymentMethodType[] {
  const allows = (method: PaymentMethodType) => !allowed || allowed.includes(method);
  const methods: PaymentMethodType[] = ['card'];
  if (oxxoTakes(total) && allows('oxxo')) methods.push('oxxo');
  const balance = options.customer_balance;
  if (
    allows('customer_balance') &&
    hasCustomer &&
    balance?.funding_type === 'bank_transfer' &&
    balance.bank_transfer?.type === 'mx_bank_transfer'
  ) {
    methods.push('customer_balance');
  }
  return methods;
}

/** Where the shopper goes once the session is done with: the shop's success page for it. */
export const successUrl = (session: Stored<'checkout.session'>) =>
  session.data.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.data.id);

export const oxxoDays = (session: SessionJson) =>
  session.payment_method_options.oxxo?.expires_after_days ?? DEFAULT_OXXO_DAYS;

export const installmentsEnabled = (session: SessionJson) =>
  session.payment_method_options.card?.installments.enabled === true;

export async function findSession(store: StoreReader, id: string): Promise<Stored<'checkout.session'>> {
  const session = await store.find('checkout.session', id);
  if (!session) throw noSuch('checkout.session', id);
  return session;
}

/** Stripe's JSON for a session, with `payment_intent` (and its `latest_charge`) expanded on request. */
export async function sessionJson(
  store: StoreReader,
  session: SessionJson,
  expand: string[],
): Promise<unknown> {
  const wantsIntent = expand.some((path) => path === 'payment_intent' || path.startsWith('payment_intent.'));
  const intent =
    wantsIntent && session.payment_intent
      ? await store.find('payment_intent', session.payment_intent)
      : undefined;
  const customer =
    expand.includes('customer') && session.customer
      ? await store.find('customer', session.customer)
      : undefined;
  return {
    ...session,
    ...(intent ? { payment_intent: await intentJson(store, intent.data, expand) } : {}),
    ...(customer ? { customer: customer.data } : {}),
  };
}

/** Stripe's "expire a Checkout Session": only an open one; its `expired` event is sent. */
export async function expireSession(devPay: DevPay, id: string): Promise<SessionJson> {
  return devPay.change(async (tx, emit) => {
    const session = await tx.find('checkout.session', id, { lock: true });
    if (!session) throw noSuch('checkout.session', id);
    if (session.data.status !== 'open') {
      throw new StripeApiError(
        400,
        'Only Checkout Sessions with a status in ["open"] can be expired.',
        'checkout_session_not_open',
      );
    }
    Object.assign(session.data, { status: 'expired', url: null });
    await tx.save('checkout.session', session);
    await emit('checkout.session.expired', session.data);
    return session.data;
  });
}
