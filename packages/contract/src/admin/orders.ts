import * as z from 'zod/mini';
import { pesos } from '../catalog/list-item';
import { FULFILMENTS, PICKUP_CODE_DIGITS } from '../checkout/pickup';
import { chosenShippingFacts } from '../shipping/shipping-options';
import { clabeField } from '../orders/clabe';
import {
  billDetail,
  orderPayment,
  orderRefund,
  parcelSteps,
  paymentInstructions,
  SHIPPING_STATUSES,
} from '../orders/bills';
import { FINANCIAL_STATUS_TEXTS, orderMoney } from '../orders/money';
import { idParam, intParam } from '../params';
import { adminOrderRefundable } from './order-refundable';
import { plainText } from '../text';

/** The carriers the shop ships with; the server knows each one's tracking page. */
export const CARRIERS = ['DHL', 'Estafeta', 'FedEx', 'Paquetexpress', 'Redpack', 'UPS'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const MAX_ORDER_SEARCH_LENGTH = 100;
const MAX_ORDERS_PAGE = 100_000;

/** A calendar day as the owner picks it (YYYY-MM-DD), read in Mexico City time by the server. */
/** A day typed as AAAA-MM-DD, a real one of the calendar; `name` is the parameter an error names. */
export const dayParam = (name: string) =>
  z.string({ error: `${name} debe ser una fecha AAAA-MM-DD` }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} debe ser una fecha AAAA-MM-DD`),
    z.refine((value) => isCalendarDay(value), `${name} no es una fecha válida`),
  );

function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** GET /api/admin/orders?status=&from=&to=&search=&page= : newest first, 20 a page. */
export const adminOrdersQuery = z
  .strictObject({
    status: z.optional(
      z.enum(SHIPPING_STATUSES, {
        error: `status debe ser ${SHIPPING_STATUSES.map((status) => `'${status}'`)
          .join(', ')
          .replace(/, ([^,]*)$/, ' o $1')}`,
      }),
    ),
    /** The order's financial status, from its charges and refunds. */
    financial_status: z.optional(
      z.enum(FINANCIAL_STATUS_TEXTS, {
        error: `financial_status debe ser ${FINANCIAL_STATUS_TEXTS.map((status) => `'${status}'`)
          .join(', ')
          .replace(/, ([^,]*)$/, ' o $1')}`,
      }),
    ),
    from: z.optional(dayParam('from')),
    to: z.optional(dayParam('to')),
    /**
     * An order number (the bill's or its reference, NW-…), part of the customer's name or e-mail, or part
     * of a product's name on the order.
     */
    search: z.optional(
      z
        .string({ error: 'search debe ser un texto' })
        .check(
          z.trim(),
          plainText(),
          z.maxLength(
            MAX_ORDER_SEARCH_LENGTH,
            `search debe tener a lo más ${MAX_ORDER_SEARCH_LENGTH} caracteres`,
          ),
        ),
    ),
    page: z._default(intParam('page', 1, MAX_ORDERS_PAGE), 1),
  })
  .check(
    z.refine(
      (query) => !query.from || !query.to || query.from <= query.to,
      'La fecha Desde debe ser anterior o igual a la fecha Hasta.',
    ),
  );
export type AdminOrdersQuery = z.output<typeof adminOrdersQuery>;

/** The longest range one orders CSV covers: a year, leap day included. */
export const MAX_EXPORT_DAYS = 366;

/** Days from `from` to `to`, both counted (2026-11-01 to 2026-11-01 is 1). */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The range of an orders download, both days whole as Mexico City counts them; the back-office's form
 * checks the same before it asks (`ordersExportRangeError`).
 */
export function ordersExportRangeError(from: string, to: string): string | null {
  if (from === '') return 'Elige el primer día.';
  if (to === '') return 'Elige el último día.';
  if (!isCalendarDay(from)) return 'El primer día no es una fecha válida.';
  if (!isCalendarDay(to)) return 'El último día no es una fecha válida.';
  if (from > to) return 'El primer día debe ser anterior o igual al último día.';
  if (daysInRange(from, to) > MAX_EXPORT_DAYS) {
    return `El rango puede cubrir a lo más ${MAX_EXPORT_DAYS} días; descárgalo en partes.`;
  }
  return null;
}

/** GET /api/admin/orders/export.csv?from=&to= : every order placed in those days, as a spreadsheet. */
export const adminOrdersExportQuery = z.strictObject({ from: dayParam('from'), to: dayParam('to') }).check(
  // Said once, after each day is known to be one (a bad day has its own sentence above).
  z.refine(
    ({ from, to }) => !isCalendarDay(from) || !isCalendarDay(to) || ordersExportRangeError(from, to) === null,
    { error: ({ input }) => rangeErrorOf(input) },
  ),
);

function rangeErrorOf(input: unknown): string {
  const { from, to } = input as { from: string; to: string };
  return ordersExportRangeError(from, to) ?? 'El rango de fechas no es válido.';
}
export type AdminOrdersExportQuery = z.output<typeof adminOrdersExportQuery>;

/** Where the back-office downloads its files (a plain link: the session cookie goes with it). */
export const ORDERS_EXPORT_PATH = '/api/admin/orders/export.csv';
export const PRODUCTS_EXPORT_PATH = '/api/admin/products/export.csv';

const shippingStatus = z.enum(SHIPPING_STATUSES);
const int = () => z.number().check(z.int());

/** One row of the back-office's order list. */
export const adminOrderRow = z.object({
  bill_id: int(),
  reference: z.string(),
  created_at: z.string(),
  /** Units the order takes: held off the shelf while it is 'Pendiente de pago'. */
  units: int(),
  customer_name: z.string(),
  customer_email: z.string(),
  total_amount: pesos,
  shipping_status: shippingStatus,
  /** `pickup`: the shopper picks it up at the store. */
  fulfilment: z.enum(FULFILMENTS),
  financial_status: z.nullable(z.enum(FINANCIAL_STATUS_TEXTS)),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrdersResponse = z.object({
  orders: z.array(adminOrderRow),
  pagination: z.object({
    page: int(),
    limit: int(),
    total: int(),
    /** At least 1, so that a pager always has a page to show. */
    totalPages: int(),
  }),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponse>;

/** One step of the shipping workflow, with who took it and when. */
export const adminStatusChange = z.object({
  status: shippingStatus,
  carrier: z.nullable(z.string()),
  tracking_number: z.nullable(z.string()),
  changed_by: z.string(),
  changed_at: z.string(),
});
export type AdminStatusChange = z.infer<typeof adminStatusChange>;

/** A note staff wrote on the order ('Notas internas'): never shown to the shopper. */
export const adminOrderNote = z.object({
  id: int(),
  text: z.string(),
  written_by: z.string(),
  written_at: z.string(),
});
export type AdminOrderNote = z.infer<typeof adminOrderNote>;

export const MAX_ORDER_NOTE_LENGTH = 1000;
export const ORDER_NOTE_INVALID = `Escribe la nota: de 1 a ${MAX_ORDER_NOTE_LENGTH} caracteres.`;

/** POST /api/admin/orders/:id/notes: an internal note, kept in the order's history and the Bitácora. */
export const adminOrderNoteBody = z.strictObject({
  text: z
    .string({ error: ORDER_NOTE_INVALID })
    .check(
      z.trim(),
      plainText(),
      z.minLength(1, ORDER_NOTE_INVALID),
      z.maxLength(MAX_ORDER_NOTE_LENGTH, ORDER_NOTE_INVALID),
    ),
});

export const MESSAGE_STATES = ['enviado', 'pendiente', 'fallido'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export const MESSAGE_DELIVERIES = ['enviado', 'entregado', 'leído', 'fallido'] as const;

/** A message the shop wrote about the order: to whom, and whether it went out (or why not, yet). */
export const adminOrderMessage = z.object({
  id: int(),
  subject: z.string(),
  /** The shopper's address, or the staff's when the message was for them. */
  recipient: z.string(),
  state: z.enum(MESSAGE_STATES),
  attempts: int(),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
  /** Why the last try failed, while pending a retry or once given up. */
  last_error: z.nullable(z.string()),
  /** How it went: by e-mail (when absent) or by WhatsApp (decision 063). */
  channel: z.optional(z.enum(['correo', 'whatsapp'])),
  /** What WhatsApp said of it after it went out: delivered to the phone, read, or failed. */
  delivery: z.optional(z.nullable(z.enum(MESSAGE_DELIVERIES))),
});
export type AdminOrderMessage = z.infer<typeof adminOrderMessage>;

/** GET /api/admin/orders/:id, and the answer of each change to the order. */
export const adminOrderDetail = z.object({
  bill_id: int(),
  reference: z.string(),
  created_at: z.string(),
  shipping_status: shippingStatus,
  /**
   * `pickup`: the shopper picks it up at the store ('Listo para recoger', then 'Entregado en tienda' with
   * the code the shopper shows, which staff never see here); `delivery`: a carrier takes it.
   */
  fulfilment: z.enum(FULFILMENTS),
  /** The carrier's option the shopper chose and its promised days; null for the flat rate or a pick-up. */
  shipping_choice: z.nullable(chosenShippingFacts),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phone_number: z.nullable(z.string()),
  }),
  shipping_address: z.string(),
  lines: z.array(billDetail),
  summary: z.object({
    subtotal: pesos,
    total_discount: pesos,
    shipping_cost: pesos,
    total_amount: pesos,
  }),
  payment: z.object({
    ...orderPayment.shape,
    /** The SAT's forma de pago: 01 efectivo, 03 transferencia, 04 crédito, 28 débito. */
    sat_payment_form: z.string(),
    /** Null for a cash (OXXO) payment. */
    card_last4: z.nullable(z.string()),
    amount: pesos,
    refunded_at: z.nullable(z.string()),
    refund_id: z.nullable(z.string()),
    refund: z.nullable(orderRefund),
  }),
  /** Charged, refunded, net, the financial status and every refund, from the ledger. */
  money: orderMoney,
  /** What is left to refund, line by line; null when the order cannot be refunded (unpaid, cancelled). */
  refundable: z.nullable(adminOrderRefundable),
  /** While 'Pendiente de pago': the voucher or transfer details the shopper was given. */
  payment_instructions: z.nullable(paymentInstructions),
  shipping: z.object({
    carrier: z.nullable(z.string()),
    tracking_number: z.nullable(z.string()),
    tracking_url: z.nullable(z.string()),
    /** A label was bought through the shop: its PDF is at /api/admin/orders/:id/label. */
    has_label: z.boolean(),
    /** The parcel's steps as the carrier tells them; null without a label bought through the shop. */
    tracking_steps: z.nullable(parcelSteps),
    /**
     * Until when staff may take back the 'entregado' they marked by hand (decision 046); absent when
     * there is none to take back (not delivered, delivered by the carrier's word or at the store).
     */
    undo_delivery_until: z.optional(z.string()),
  }),
  /** Oldest first; the payment itself ('En proceso') is the order's `created_at`. */
  history: z.array(adminStatusChange),
  /** Staff's internal notes, oldest first: never shown to the shopper. */
  notes: z.array(adminOrderNote),
  /** Oldest first. */
  messages: z.array(adminOrderMessage),
  /** Its invoice still stands although its money went back: what the owner must see to. */
  invoice_notice: z.optional(z.string()),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

export const TRACKING_NUMBER_MESSAGE = 'Escribe el número de guía: de 4 a 40 letras, números o guiones.';

/**
 * POST /api/admin/orders/:id/status. Only forward along 'En proceso' → 'enviado' → 'entregado';
 * shipping needs the carrier and its tracking number. A pick-up order goes 'En proceso' → 'Listo para
 * recoger' here, and is handed over with its code by its own call. Cancelling is its own call (it refunds).
 */
const CARRIER_MESSAGE = `Elige la paquetería: ${CARRIERS.join(', ')}.`;

const trackingNumber = z.pipe(
  z.pipe(
    z.string({ error: TRACKING_NUMBER_MESSAGE }).check(z.trim()),
    // Guides are copied from the carrier's label, often with spaces between groups of digits.
    z.transform((value: string) => value.replace(/\s+/g, '')),
  ),
  z.string().check(z.regex(/^[A-Za-z0-9-]{4,40}$/, TRACKING_NUMBER_MESSAGE)),
);

// A plain object with checks rather than a discriminated union: the union's machinery would ride in the
// shoppers' first JS chunk, which holds zod's modules (the back-office is the only one to use it).
export const adminOrderStatusBody = z
  .strictObject({
    status: z.enum(['enviado', 'Listo para recoger', 'entregado'], {
      error:
        "status debe ser 'enviado' (con paquetería y número de guía), 'Listo para recoger' o 'entregado'",
    }),
    carrier: z.optional(z.enum(CARRIERS, { error: CARRIER_MESSAGE })),
    tracking_number: z.optional(trackingNumber),
  })
  .check(
    z.refine((body) => body.status !== 'enviado' || body.carrier !== undefined, {
      message: CARRIER_MESSAGE,
      path: ['carrier'],
    }),
    z.refine((body) => body.status !== 'enviado' || body.tracking_number !== undefined, {
      message: TRACKING_NUMBER_MESSAGE,
      path: ['tracking_number'],
    }),
    z.refine(
      (body) =>
        body.status !== 'entregado' || (body.carrier === undefined && body.tracking_number === undefined),
      'Al marcar un pedido entregado no se envían paquetería ni número de guía.',
    ),
    z.refine(
      (body) =>
        body.status !== 'Listo para recoger' ||
        (body.carrier === undefined && body.tracking_number === undefined),
      'Un pedido para recoger en tienda no lleva paquetería ni número de guía.',
    ),
  );
export type AdminOrderStatusBody = z.infer<typeof adminOrderStatusBody>;

/**
 * POST /api/admin/orders/:id/tracking: the carrier and tracking number of an order 'enviado' corrected
 * (a mistyped guide), checked as when it was shipped. Not for a label bought in the shop: that guide is
 * the carrier's.
 */
export const adminTrackingCorrectionBody = z.strictObject({
  carrier: z.enum(CARRIERS, { error: CARRIER_MESSAGE }),
  tracking_number: trackingNumber,
});
export type AdminTrackingCorrectionBody = z.infer<typeof adminTrackingCorrectionBody>;

export const PICKUP_CODE_MESSAGE = `Escribe el código de recogida: los ${PICKUP_CODE_DIGITS} dígitos que te muestra el cliente.`;

/**
 * POST /api/admin/orders/:id/pickup-handover: 'Entregado en tienda', with the code the shopper shows (typed,
 * or typed by a scanner reading its QR code). Spaces and dashes between its digits are left out.
 */
export const adminPickupHandoverBody = z.strictObject({
  pickup_code: z.pipe(
    z.pipe(
      z.string({ error: PICKUP_CODE_MESSAGE }).check(z.maxLength(40, PICKUP_CODE_MESSAGE)),
      z.transform((value: string) => value.replace(/[\s-]+/g, '')),
    ),
    z.string().check(z.regex(new RegExp(`^[0-9]{${PICKUP_CODE_DIGITS}}$`), PICKUP_CODE_MESSAGE)),
  ),
});
export type AdminPickupHandoverBody = z.infer<typeof adminPickupHandoverBody>;

export const CLABE_MESSAGE =
  'Escribe la CLABE del cliente: 18 dígitos, tal como viene en su estado de cuenta.';
export const TRANSFER_REFERENCE_MESSAGE =
  'Escribe la clave de rastreo o la referencia de la transferencia (de 4 a 30 letras o números).';

/** A bank transfer staff made to give back cash paid at OXXO: the customer's CLABE and its tracking key. */
const refundTransfer = z.strictObject({
  clabe: clabeField(CLABE_MESSAGE),
  reference: z
    .string({ error: TRANSFER_REFERENCE_MESSAGE })
    .check(z.trim(), z.regex(/^[A-Za-z0-9]{4,30}$/, TRANSFER_REFERENCE_MESSAGE)),
});

/**
 * POST /api/admin/orders/:id/refund-transfer: the transfer staff made for an order the shopper cancelled
 * after paying in cash at OXXO, whose refund was left owed.
 */
export const adminRefundTransferBody = refundTransfer;
export type AdminRefundTransferBody = z.infer<typeof adminRefundTransferBody>;

/**
 * POST /api/admin/orders/:id/cancel: an optional reason, kept in the audit log. An order paid in cash at
 * OXXO cannot be refunded by the payment provider: staff transfer the money to the customer's CLABE
 * themselves and record it here.
 */
const cancelReason = z.optional(
  z
    .string({ error: 'reason debe ser un texto' })
    .check(z.trim(), plainText(), z.maxLength(300, 'El motivo debe tener a lo más 300 caracteres.')),
);

export const adminOrderCancelBody = z.strictObject({
  reason: cancelReason,
  refund_transfer: z.optional(refundTransfer),
});
export type AdminOrderCancelBody = z.infer<typeof adminOrderCancelBody>;

/**
 * POST /api/admin/orders/:id/cancel-unpaid: staff cancel an order still 'Pendiente de pago'. No money
 * came, so there is nothing to refund: its voucher or transfer details are withdrawn and its units go
 * back to stock.
 */
export const adminUnpaidCancelBody = z.strictObject({ reason: cancelReason });
export type AdminUnpaidCancelBody = z.infer<typeof adminUnpaidCancelBody>;

export const adminOrderParams = z.strictObject({ id: idParam('id') });

/** POST /api/admin/orders/:id/messages/:messageId/resend: sends the message again, as it was written. */
export const adminOrderMessageParams = z.strictObject({ id: idParam('id'), messageId: idParam('messageId') });
