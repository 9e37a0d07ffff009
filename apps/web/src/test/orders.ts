import type { Bill, BillDetail, OrderRefundMovement, PaymentInstructions } from '@store/contract';

/** An order as the server answers it, for the orders' tests. */
export const billDetail = (overrides: Partial<BillDetail> = {}): BillDetail => ({
  product_id: 7,
  variant_id: 1000003,
  product_name: 'Bota vaquera Ariat',
  color_name: 'Café',
  size_name: '27',
  quantity: 1,
  price: 2499,
  discount_amount: 0,
  promotion_discount: 0,
  promotion_name: null,
  images: ['bota-7-cafe-1.webp'],
  ...overrides,
});

/** One refund of the ledger as the server lists it: $4,498.20 to a Visa, made with a cancel, unless told otherwise. */
export const ledgerRefund = (overrides: Partial<OrderRefundMovement> = {}): OrderRefundMovement => ({
  amount: 4498.2,
  shipping: 0,
  destination: 'card',
  card_brand: 'visa',
  card_last4: '4242',
  clabe_last4: null,
  transfer_reference: null,
  state: 'succeeded',
  cause: 'order-cancelled',
  return_id: null,
  requested_at: '2026-03-06T18:00:00.000Z',
  settled_at: '2026-03-06T18:00:00.000Z',
  ...overrides,
});

export const bill = (overrides: Partial<Bill> = {}): Bill => ({
  bill_id: 12,
  reference: 'NW-000012',
  created_at: '2026-03-05T23:05:00.000Z',
  total_amount: 2698,
  shipping_status: 'En proceso',
  fulfilment: 'delivery',
  pickup: null,
  shipping_choice: null,
  shipping_address: 'Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chihuahua',
  shipping_last4: '4242',
  payment: { method: 'card', card_brand: 'visa', installment_months: null },
  payment_instructions: null,
  refund: null,
  money: {
    financial_status: 'Pagado',
    charged: 2698,
    refunded: 0,
    refund_pending: 0,
    net: 2698,
    refunds: [],
    overpayment: null,
  },
  shipping_cost: 199,
  shipping_carrier: null,
  shipping_tracking_number: null,
  tracking_url: null,
  tracking_steps: null,
  summary: { subtotal: 2499, total_discount: 0, discounted_amount: 2499, total_amount: 2698 },
  bill_details: [billDetail()],
  ...overrides,
});

/** An OXXO voucher of $2,698.00 due on Saturday 28 November 2026 at 23:59, Mexico City time. */
export const oxxoInstructions = (
  overrides: Partial<Extract<PaymentInstructions, { method: 'oxxo' }>> = {},
): PaymentInstructions => ({
  method: 'oxxo',
  reference: '93000262811340256789',
  amount: 2698,
  expires_at: '2026-11-29T05:59:00.000Z',
  voucher_url: 'https://pagos.test/oxxo/voucher_123',
  ...overrides,
});

/** The SPEI details of a $2,698.00 transfer due at the same time, nothing received yet. */
export const speiInstructions = (
  overrides: Partial<Extract<PaymentInstructions, { method: 'spei' }>> = {},
): PaymentInstructions => ({
  method: 'spei',
  clabe: '646180157000000004',
  bank: 'STP',
  beneficiary: 'Norteño Western SA de CV',
  reference: 'NW7K3M9Q',
  amount: 2698,
  amount_remaining: 2698,
  expires_at: '2026-11-29T05:59:00.000Z',
  instructions_url: null,
  ...overrides,
});

/** An order waiting for the money of `instructions`, as the server answers it. */
export const pendingBill = (instructions: PaymentInstructions, overrides: Partial<Bill> = {}): Bill =>
  bill({
    shipping_status: 'Pendiente de pago',
    shipping_last4: null,
    payment: { method: instructions.method, card_brand: null, installment_months: null },
    payment_instructions: instructions,
    ...overrides,
  });
