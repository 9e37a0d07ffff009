/**
 * The payment provider as the shop needs it: open a hosted checkout, ask how it stands now, close it,
 * give a payment back, and trust its webhook events. Orders speak only to this port; one adapter
 * implements it over Stripe's SDK, whether it talks to Stripe or to the local stand-in.
 */
export type PaymentProvider = {
  /** Opens a hosted checkout for one order; asking twice with the same reference opens one. */
  createHostedCheckout: (request: HostedCheckoutRequest) => Promise<HostedCheckout>;
  /** The checkout as the provider sees it now, or undefined when it has no such checkout. */
  retrieveCheckout: (checkoutId: string) => Promise<ProviderCheckout | undefined>;
  /** Closes an open checkout so that nobody can pay it any more. */
  expireCheckout: (checkoutId: string) => Promise<ExpireOutcome>;
  /**
   * The provider's customer for one of our shoppers, created on first need (a bank transfer is
   * reconciled against it); asking again with the same `shopperKey` gives the same customer.
   */
  createCustomer: (request: CustomerRequest) => Promise<string>;
  /**
   * Withdraws a delayed payment nobody completed in time (a SPEI transfer past the shop's deadline), so
   * that money arriving later is not taken for it. `not pending` when it was paid or ended meanwhile.
   */
  cancelPendingPayment: (paymentId: string) => Promise<'canceled' | 'not pending'>;
  /** Gives a payment back in full or `amountCents` of it, once per idempotency key (a refund made earlier is answered again). */
  refund: (request: RefundRequest) => Promise<ProviderRefund>;
  /**
   * Centavos the customer transferred that no payment took (Stripe's cash balance): an overpayment by
   * SPEI. The shop's customers reconcile manually, so it stays there until it is given back.
   */
  cashBalance: (customerId: string) => Promise<number>;
  /**
   * Reconciles by hand: applies up to `amountCents` of the customer's cash balance to their payment waiting
   * for a transfer (a transfer that arrived without the payment's reference). `not pending` when it no
   * longer waits.
   */
  applyCashBalance: (paymentId: string, amountCents: number) => Promise<'applied' | 'not pending'>;
  /** Gives `amountCents` of the customer's cash balance back to their bank account, once per idempotency key. */
  refundCashBalance: (request: CashBalanceRefundRequest) => Promise<ProviderRefund>;
  /**
   * The event behind a webhook delivery (its exact bytes and its headers), or undefined when the
   * provider's signature is missing or does not hold.
   */
  verifyWebhookEvent: (payload: Buffer, headers: WebhookHeaders) => ProviderEvent | undefined;
};

/** One order's hosted checkout; amounts in centavos, as the shop priced them. */
export type HostedCheckoutRequest = {
  /** Our order reference: the idempotency key, and how the checkout is matched back to the order. */
  reference: string;
  customerEmail: string;
  /** The shopper's customer at the provider; bank transfers (SPEI) are offered only with one. */
  customerId: string | null;
  lines: { name: string; imageUrl: string | null; quantity: number; unitAmountCents: number }[];
  shipping: { name: string; amountCents: number };
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /**
   * The plans of meses sin intereses the shop offers for this total (months; empty: none). Stripe's
   * Checkout can only turn them on or off per session (its account says which plans), so the adapter
   * sends them along with the session, and the order is checked against them when it is paid.
   */
  installmentMonths: readonly number[];
  /**
   * The ways to pay later the hosted page may offer besides cards: OXXO (within its amount limits) and a
   * SPEI transfer (only with `customerId`). Empty: cards only.
   */
  delayedMethods: readonly ('oxxo' | 'spei')[];
  /** A sentence shown beside the pay button (why only cards are offered, say); null: none. */
  notice: string | null;
  /** Days an OXXO voucher stays payable (it lapses at 23:59 Mexico City time of the last one). */
  oxxoDays: number;
};

/** Stripe's limits on one OXXO voucher: from $10.00 to $10,000.00 MXN. */
export const OXXO_MIN_CENTAVOS = 10_00;
export const OXXO_MAX_CENTAVOS = 10_000_00;

/** Whether an OXXO voucher can carry `totalCents` (Stripe refuses one outside its limits). */
export const oxxoTakes = (totalCents: number): boolean =>
  totalCents >= OXXO_MIN_CENTAVOS && totalCents <= OXXO_MAX_CENTAVOS;

export type CustomerRequest = { shopperKey: string; email: string; name: string };

export type HostedCheckout = { id: string; url: string };

export type ProviderCheckout = {
  id: string;
  /** The reference the checkout was opened with. */
  reference: string | null;
  /** `complete` once the shopper finished at the provider, even with a cash voucher still unpaid. */
  status: 'open' | 'complete' | 'expired';
  /** True once the money is the shop's: a card charged, a voucher paid. */
  paid: boolean;
  amountTotalCents: number | null;
  /** The payment a refund gives back; none before the shopper pays. */
  paymentId: string | null;
  /** How the shopper paid, once they did. */
  payment: PaymentDetails | null;
  /** The plans of meses sin intereses the shop offered with this checkout; null when it did not say. */
  installmentMonths: number[] | null;
  /** A delayed payment the shopper was told how to make and has not completed yet. */
  pendingPayment: PendingPayment | null;
  /**
   * True when a delayed payment ended without the money: the voucher lapsed, the payment failed or was
   * withdrawn. The checkout stays `complete` and unpaid at the provider.
   */
  paymentLapsed: boolean;
};

/** How to pay a checkout completed with a delayed method; amounts in centavos, dates ISO. */
export type PendingPayment =
  | {
      method: 'oxxo';
      /** The voucher's reference number for the cashier. */
      number: string;
      amountCents: number;
      expiresAt: string;
      voucherUrl: string | null;
    }
  | {
      method: 'spei';
      clabe: string;
      bankName: string;
      beneficiary: string;
      /** What the shopper writes as the transfer's reference. */
      reference: string;
      amountCents: number;
      amountRemainingCents: number;
      instructionsUrl: string | null;
    };

/** What a payment was made with, as the order keeps it (and invoices will need it). */
export type PaymentDetails = {
  method: 'card' | 'oxxo' | 'spei';
  /** The card's network as the provider names it (`visa`, `mastercard`, `amex`). */
  cardBrand: string | null;
  cardLast4: string | null;
  /** Credit or debit: the SAT's payment form tells them apart. Null when the provider does not know. */
  cardFunding: 'credit' | 'debit' | null;
  /** The plan of meses sin intereses the shopper chose, or null for a single payment. */
  installmentMonths: number | null;
};

/** `not open`: already complete or expired, so its current state says how it ended. */
export type ExpireOutcome = 'expired' | 'not open' | 'missing';

export type RefundRequest = {
  paymentId: string;
  /** Part of the payment (a return of some units); absent gives it all back. */
  amountCents?: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
};

export type CashBalanceRefundRequest = {
  customerId: string;
  amountCents: number;
  /** Where the provider asks the shopper for their bank details, when it needs them. */
  email: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
};

/**
 * A refund as the provider answered it: `pending` until the money is back (a SPEI refund waits for the
 * shopper's bank details), then its `refund.updated` or `refund.failed` event says how it ended.
 */
export type ProviderRefund = { id: string; amountCents: number; status: ProviderRefundStatus };
export type ProviderRefundStatus = 'pending' | 'succeeded' | 'failed';

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export type ProviderEvent = {
  id: string;
  /** As the provider names it; kept with the event id so that a redelivery is recognised. */
  type: string;
  /** The checkout the event is about, when it may have changed how that checkout ends. */
  checkoutId: string | null;
  /**
   * Our reference, for an event about a payment rather than a checkout (a partial SPEI transfer): the
   * checkout it belongs to is settled again.
   */
  reference: string | null;
  /** A delayed payment (a cash voucher) that lapsed unpaid: only an event says so. */
  paymentFailed: boolean;
  /** A refund's new state (`refund.updated`, `refund.failed`), for the ledger's row of it. */
  refund: {
    id: string;
    status: ProviderRefundStatus;
    failureReason: string | null;
    /** Made by the shop (its metadata names the order), as opposed to by hand in the provider's dashboard. */
    orderId: string | null;
  } | null;
  /**
   * Money a customer transferred (Stripe's `customer_cash_balance_transaction.created` of type `funded`),
   * with the reference they wrote, if any: without the reference of a payment, no payment takes it on its
   * own (manual reconciliation), and the shop decides.
   */
  cashFunded: { customerId: string; amountCents: number; reference: string | null } | null;
  /**
   * The customer whose cash balance moved otherwise (applied to a payment, given back, a return undone):
   * money the shop could not place may have left it.
   */
  cashBalanceMoved: { customerId: string } | null;
  /** When the provider wrote the event (Stripe's `created`, to the second), for the webhook lag metric. */
  createdAt: Date | null;
};
