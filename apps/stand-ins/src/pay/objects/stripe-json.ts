import { randomBytes, randomInt } from 'node:crypto';

/**
 * Stripe's objects as dev-pay answers them: the fields the shop's adapter reads, and enough of the rest
 * that the official SDK's types hold. Each is stored as it is answered, with a `local` part of what
 * Stripe does not show.
 */

export type Metadata = Record<string, string>;

/** Stripe's postal address. */
export type Address = {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
};

export type SessionPaymentMethodOptions = {
  card?: { installments: { enabled: boolean } };
  oxxo?: { expires_after_days: number };
  customer_balance?: {
    funding_type: 'bank_transfer' | null;
    bank_transfer?: { type: 'mx_bank_transfer'; requested_address_types?: string[] };
  };
};

export type SessionJson = {
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
  customer: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Metadata;
  allowed_payment_method_types: string[] | null;
  /** Text the hosted page shows beside its pay button (Stripe's `custom_text.submit`). */
  custom_text?: { submit: { message: string } | null };
  payment_method_types: PaymentMethodType[];
  payment_method_options: SessionPaymentMethodOptions;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
};

export type SessionLocal = {
  lines: { name: string; image: string | undefined; quantity: number; unitAmount: number }[];
  shippingName: string | undefined;
  /** `customer_email`, or the customer's: where the receipt goes and Stripe's OXXO test e-mails are read. */
  email: string | null;
  intentMetadata: Metadata;
};

export type PaymentMethodType = 'card' | 'oxxo' | 'customer_balance';

export type OxxoDisplayDetails = { number: string; expires_after: number; hosted_voucher_url: string };

export type BankTransferInstructions = {
  type: 'mx_bank_transfer';
  currency: 'mxn';
  amount_remaining: number;
  reference: string;
  hosted_instructions_url: string;
  financial_addresses: {
    type: 'spei';
    supported_networks: ['spei'];
    spei: {
      bank_code: string;
      bank_name: string;
      clabe: string;
      account_holder_name: string;
      account_holder_address: Address;
      bank_address: Address;
    };
  }[];
};

export type NextAction =
  | { type: 'oxxo_display_details'; oxxo_display_details: OxxoDisplayDetails }
  | {
      type: 'display_bank_transfer_instructions';
      display_bank_transfer_instructions: BankTransferInstructions;
    };

export type IntentJson = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: 0;
  amount_received: number;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: 'mxn';
  customer: string | null;
  description: null;
  last_payment_error: { type: string; code: string; message: string } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Metadata;
  next_action: NextAction | null;
  payment_method: null;
  payment_method_options: Record<string, unknown>;
  payment_method_types: PaymentMethodType[];
  processing: null;
  receipt_email: string | null;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
};

export type IntentLocal = {
  /** The Checkout Session that made it. */
  session: string;
  /** A payment Stripe's test e-mails settle on their own at this moment (ms), and how. */
  settleAt?: number;
  settleOutcome?: 'succeeded' | 'failed';
  /** The voucher or transfer details the shopper was given, for their page once `next_action` is gone. */
  instructions?: NextAction;
};

/** Stripe's shape of a plan of meses sin intereses. */
export type InstallmentPlan = { count: number; interval: 'month'; type: 'fixed_count' };

export type ChargeDetails =
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
  | { type: 'oxxo'; oxxo: { number: string } }
  | { type: 'customer_balance'; customer_balance: Record<string, never> };

export type ChargeJson = {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  created: number;
  currency: 'mxn';
  customer: string | null;
  livemode: false;
  paid: true;
  payment_intent: string;
  payment_method_details: ChargeDetails;
  refunded: boolean;
  status: 'succeeded';
};

export type RefundJson = {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: null;
  /** Null for a refund of a customer's cash balance, which no payment took. */
  charge: string | null;
  created: number;
  currency: 'mxn';
  metadata: Metadata;
  payment_intent: string | null;
  /** Set for a refund of a customer's cash balance (`origin: customer_balance`). */
  customer?: string | null;
  origin?: 'customer_balance' | null;
  instructions_email?: string | null;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  receipt_number: null;
  /** `pending` until the money is back (a SPEI refund); `failed` when it did not go back after all. */
  status: 'pending' | 'succeeded' | 'failed';
  failure_reason?: string | null;
};

/** A refund's later outcome and when it comes (ms): a SPEI refund succeeds, a test card's refund fails. */
export type RefundLocal = { settleAt?: number; outcome?: 'succeeded' | 'failed' };

export type CustomerJson = {
  id: string;
  object: 'customer';
  address: null;
  balance: 0;
  created: number;
  currency: null;
  default_source: null;
  delinquent: false;
  description: string | null;
  discount: null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: {
    custom_fields: null;
    default_payment_method: null;
    footer: null;
    rendering_options: null;
  };
  livemode: false;
  metadata: Metadata;
  name: string | null;
  next_invoice_sequence: 1;
  phone: string | null;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: 'none';
  test_clock: null;
};

export type CustomerLocal = {
  /** The customer's own SPEI account (virtual CLABE): a customer's stays theirs. */
  clabe: string;
  /** Money transferred and not applied to a payment yet, in centavos (Stripe's cash balance). */
  cashBalance: number;
  /**
   * Stripe's `cash_balance.settings.reconciliation_mode`: `automatic` applies the balance to any open
   * payment of the customer; `manual` only to the payment whose reference the transfer carries. Absent on
   * customers stored before it was kept: automatic, Stripe's default.
   */
  reconciliation?: 'automatic' | 'manual';
};

export type CashBalanceTransactionJson = {
  id: string;
  object: 'customer_cash_balance_transaction';
  created: number;
  currency: 'mxn';
  customer: string;
  customer_account: null;
  ending_balance: number;
  livemode: false;
  net_amount: number;
  type: 'funded' | 'applied_to_payment' | 'unapplied_from_payment' | 'return_initiated' | 'return_canceled';
  funded?: { bank_transfer: { type: 'mx_bank_transfer'; reference: string | null } };
  applied_to_payment?: { payment_intent: string };
  unapplied_from_payment?: { payment_intent: string };
  return_initiated?: { refund: string };
  return_canceled?: { refund: string };
};

/** The stored kinds, by Stripe's `object`. */
export type Kinds = {
  'checkout.session': { data: SessionJson; local: SessionLocal };
  payment_intent: { data: IntentJson; local: IntentLocal };
  charge: { data: ChargeJson; local: Record<string, never> };
  refund: { data: RefundJson; local: RefundLocal };
  customer: { data: CustomerJson; local: CustomerLocal };
  customer_cash_balance_transaction: { data: CashBalanceTransactionJson; local: Record<string, never> };
};
export type Kind = keyof Kinds;
export type Stored<K extends Kind> = Kinds[K];

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

/** A string of `length` random decimal digits (references, account numbers). */
export const randomDigits = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');

export const unixNow = () => Math.floor(Date.now() / 1000);
