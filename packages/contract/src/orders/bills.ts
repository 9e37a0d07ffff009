import * as z from 'zod/mini';
import { idParam } from '../params';
import { pesos } from '../catalog/list-item';
import { plainText } from '../text';
import { FULFILMENTS, orderPickup } from '../checkout/pickup';
import { chosenShippingFacts } from '../shipping/shipping-options';
import { clabeField } from './clabe';
import { orderMoney } from './money';

/**
 * The steps of a parcel whose label the shop bought ('En camino', 'En reparto', 'Entregado'), in order,
 * each with when the carrier says it happened (null: not yet, or the carrier never told that one).
 */
export const parcelSteps = z.array(z.object({ name: z.string(), at: z.nullable(z.string()) }));
export type ParcelSteps = z.infer<typeof parcelSteps>;

/**
 * 'Pendiente de pago' (an OXXO voucher or SPEI instructions issued, units held) → 'En proceso' (paid) →
 * 'enviado' → 'entregado'; for an order picked up at the store, 'En proceso' → 'Listo para recoger' →
 * 'entregado'; 'cancelado' after a refund; 'Pago no recibido' when the money never came. The spec's four
 * keep their spelling; the two of delayed payments and the pick-up's extend the list.
 */
export const SHIPPING_STATUSES = [
  'Pendiente de pago',
  'En proceso',
  'enviado',
  'Listo para recoger',
  'entregado',
  'cancelado',
  'Pago no recibido',
] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

/** Each status as people read it, the shopper and staff alike (the stored values are lower case but three). */
export const SHIPPING_STATUS_LABELS: Record<ShippingStatus, string> = {
  'Pendiente de pago': 'Pendiente de pago',
  'En proceso': 'En proceso',
  enviado: 'Enviado',
  'Listo para recoger': 'Listo para recoger',
  entregado: 'Entregado',
  cancelado: 'Cancelado',
  'Pago no recibido': 'Pago no recibido',
};

/** Orders whose money the shop received and kept: what sales, purchases and stats count. */
export const PAID_ORDER_STATUSES = [
  'En proceso',
  'enviado',
  'Listo para recoger',
  'entregado',
] as const satisfies ShippingStatus[];
export const isPaidOrder = (status: ShippingStatus): boolean =>
  (PAID_ORDER_STATUSES as readonly ShippingStatus[]).includes(status);

/** One line of an order, as it was sold (`bill_details`: name, colour, size and prices as they were that day). */
export const billDetail = z.object({
  product_id: z.number().check(z.int()),
  variant_id: z.number().check(z.int()),
  product_name: z.string(),
  color_name: z.string(),
  size_name: z.string(),
  quantity: z.number().check(z.int()),
  /** Unit list price when it was sold. */
  price: pesos,
  /** Unit discount when it was sold (0 without one). */
  discount_amount: pesos,
  /** What promotions took off the whole line (0 without one); it may discount only some of its units. */
  promotion_discount: pesos,
  /** The promotion that gave it, by the name it had that day. */
  promotion_name: z.nullable(z.string()),
  images: z.array(z.string()),
});
export type BillDetail = z.infer<typeof billDetail>;

export const PAYMENT_METHODS = ['card', 'oxxo', 'spei'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How an order was paid: the method, the card, and its plan of meses sin intereses. */
export const orderPayment = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** `visa`, `mastercard`, `amex`… as the payment provider names it; null for cash and transfers. */
  card_brand: z.nullable(z.string()),
  /** Months of meses sin intereses; null for a single payment. */
  installment_months: z.nullable(z.number().check(z.int())),
});
export type OrderPayment = z.infer<typeof orderPayment>;

const oxxoInstructions = z.object({
  method: z.literal('oxxo'),
  /** The voucher's reference number, for the cashier. */
  reference: z.string(),
  amount: pesos,
  /** ISO date-time; the voucher is void after it. */
  expires_at: z.string(),
  /** The printable voucher with its barcode. */
  voucher_url: z.nullable(z.string()),
});

const speiInstructions = z.object({
  method: z.literal('spei'),
  clabe: z.string(),
  bank: z.string(),
  beneficiary: z.string(),
  /** To write in the transfer's reference (concepto). */
  reference: z.string(),
  amount: pesos,
  /** What is still to transfer after a partial transfer. */
  amount_remaining: pesos,
  /** ISO date-time; units are released if the money has not arrived by then. */
  expires_at: z.string(),
  instructions_url: z.nullable(z.string()),
});

/** How to pay an order 'Pendiente de pago': the OXXO voucher, or the SPEI transfer's details. */
export type PaymentInstructions = z.infer<typeof oxxoInstructions> | z.infer<typeof speiInstructions>;

/**
 * The schema checks each shape's fields by its `method`. A plain object with checks rather than a
 * discriminated union: the union's machinery would ride in the shoppers' first JS chunk (see
 * admin/orders.ts), and the order's type is the union all the same.
 */
export const paymentInstructions = z
  .object({
    method: z.enum(['oxxo', 'spei']),
    ...z.partial(z.omit(oxxoInstructions, { method: true })).shape,
    ...z.partial(z.omit(speiInstructions, { method: true })).shape,
  })
  .check(
    z.refine(
      (value) => (value.method === 'oxxo' ? oxxoInstructions : speiInstructions).safeParse(value).success,
      'Instrucciones de pago incompletas',
    ),
  ) as unknown as z.ZodMiniType<PaymentInstructions, PaymentInstructions>;

/** A cancelled order's refund, as the shopper and staff read it. */
export const orderRefund = z.object({
  amount: pesos,
  /** Null while the refund is still owed: a transfer staff have yet to make (cash paid at OXXO). */
  refunded_at: z.nullable(z.string()),
  /**
   * `payment`: back to the card or account the payment came from, through the payment provider;
   * `transfer`: a bank transfer staff made to the shopper's CLABE (cash paid at OXXO cannot go back).
   */
  method: z.enum(['payment', 'transfer']),
  clabe_last4: z.nullable(z.string()),
  transfer_reference: z.nullable(z.string()),
});
export type OrderRefund = z.infer<typeof orderRefund>;

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  carnet: 'Carnet',
};

/** "Visa •••• 4242", "Pago en efectivo en OXXO", "Transferencia SPEI": the method as shoppers read it. */
export function paymentMethodText(payment: OrderPayment, cardLast4: string | null): string {
  if (payment.method === 'oxxo') return 'Pago en efectivo en OXXO';
  if (payment.method === 'spei') return 'Transferencia SPEI';
  const brand = payment.card_brand ? (CARD_BRANDS[payment.card_brand] ?? 'Tarjeta') : 'Tarjeta';
  return cardLast4 ? `${brand} •••• ${cardLast4}` : brand;
}

/** An order ("Bill" in the API's words); the list and the detail answer the same shape. */
export const bill = z.object({
  bill_id: z.number().check(z.int()),
  /** Our order reference, also on the payment provider's receipt. */
  reference: z.string(),
  created_at: z.string(),
  total_amount: pesos,
  shipping_status: z.enum(SHIPPING_STATUSES),
  /** `pickup`: the shopper picks it up at the store ('Recoger en tienda'); `delivery`: a carrier takes it. */
  fulfilment: z.enum(FULFILMENTS),
  /** A pick-up order's store and, while it is 'Listo para recoger', its code; null for a delivery. */
  pickup: z.nullable(orderPickup),
  /** Where it goes; for a pick-up, 'Recoger en tienda' and the store's address. */
  shipping_address: z.string(),
  shipping_last4: z.nullable(z.string()),
  payment: orderPayment,
  /** While 'Pendiente de pago': how to pay it; null otherwise. */
  payment_instructions: z.nullable(paymentInstructions),
  /** Once a cancelled order's money went back. */
  refund: z.nullable(orderRefund),
  /** Charged, refunded, net, the financial status and every refund, from the ledger. */
  money: orderMoney,
  shipping_cost: pesos,
  /** The carrier's option chosen at checkout and its promised days; null for the flat rate or a pick-up. */
  shipping_choice: z.nullable(chosenShippingFacts),
  shipping_carrier: z.nullable(z.string()),
  shipping_tracking_number: z.nullable(z.string()),
  /** The carrier's tracking page for this shipment, when it is known. */
  tracking_url: z.nullable(z.string()),
  /** The parcel's steps as the carrier tells them; null unless its label was bought through the shop. */
  tracking_steps: z.nullable(parcelSteps),
  summary: z.object({
    subtotal: pesos,
    total_discount: pesos,
    discounted_amount: pesos,
    total_amount: pesos,
  }),
  bill_details: z.array(billDetail),
});
export type Bill = z.infer<typeof bill>;

/** GET /api/bills/list: the signed-in shopper's orders, newest first. */
export const billsResponse = z.array(bill);

/**
 * POST /api/bills/:bill_id/cancel: the shopper cancels their order before it ships, with an optional
 * reason and, for cash paid at OXXO (given back by bank transfer), the CLABE to send it to.
 */
export const billCancelBody = z.strictObject({
  reason: z.optional(
    z
      .string({ error: 'reason debe ser un texto' })
      .check(z.trim(), plainText(), z.maxLength(300, 'El motivo debe tener a lo más 300 caracteres.')),
  ),
  refund_clabe: z.optional(
    clabeField(
      'Escribe tu CLABE: 18 dígitos, tal como viene en tu estado de cuenta o en la app de tu banco.',
    ),
  ),
});
export type BillCancelBody = z.infer<typeof billCancelBody>;

export const billParams = z.strictObject({ bill_id: idParam('bill_id') });

/** GET /api/bills?bill_id=12 */
export const billQuery = z.strictObject({ bill_id: idParam('bill_id') });
