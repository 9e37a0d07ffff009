import type { OrderPayment, PaymentInstructions } from '@store/contract';

/**
 * Every message the shop sends, by kind, with the facts its template needs. The facts are copied when
 * the message is queued, so it tells what was true then (the order as it was paid, the refund as it was
 * made) whatever happens later. Paths are relative to the shop; the template makes them absolute.
 */
export type MessageLine = {
  name: string;
  color: string;
  size: string;
  quantity: number;
  unitPriceCents: number;
  unitDiscountCents: number;
  /** What promotions took off the whole line, and the promotion's name (absent in older messages). */
  promotionDiscountCents?: number;
  promotionName?: string | null;
  /** The stored picture's name, or null when the line had none. */
  picture: string | null;
};

/**
 * The way out every e-mail sent under the offers consent carries (decision 066), both with the account's
 * signed token: the footer's page, which asks first, and the mail client's one-click POST.
 */
export type OffersUnsubscribeLinks = {
  unsubscribePath: string;
  /** POSTed by the mail client for List-Unsubscribe-Post (RFC 8058), without signing in. */
  oneClickPath: string;
};

export type MessagePayloads = {
  'order-received': {
    orderNumber: number;
    reference: string;
    lines: MessageLine[];
    subtotalCents: number;
    discountCents: number;
    shippingCents: number;
    totalCents: number;
    address: string;
    cardLast4: string | null;
    /** Absent in messages queued before payment methods were kept: a card, or OXXO without one. */
    payment?: OrderPayment;
    /** Set for an order the shopper picks up at the store (absent: delivered by a carrier). */
    pickup?: boolean;
    /**
     * The carrier's option chosen at checkout, as the shopper read it ('Estafeta Terrestre') and when it
     * was promised ('Llega entre el vie 4 y el mar 8 de dic'); absent for the flat rate and a pick-up.
     */
    carrier?: { name: string; arrives: string };
  };
  /** An order 'Pendiente de pago': the voucher or the transfer details, and until when. */
  'order-awaiting-payment': {
    orderNumber: number;
    lines: MessageLine[];
    totalCents: number;
    instructions: PaymentInstructions;
  };
  'order-payment-lapsed': { orderNumber: number; method: 'oxxo' | 'spei' };
  'order-shipped': {
    orderNumber: number;
    carrier: string;
    trackingNumber: string;
    trackingUrl: string | null;
    /**
     * Why it is written again after the first: staff corrected its guide, or took back a delivery they
     * marked by mistake (the shopper had been told it arrived). Absent: the order just shipped.
     */
    again?: 'tracking-corrected' | 'delivery-undone';
  };
  /**
   * The carrier's tracking webhook moved the parcel (decision 041): it left with the carrier
   * ('en_camino') or goes out for delivery today ('en_reparto'). Delivered is 'order-delivered'.
   */
  'order-tracking': {
    orderNumber: number;
    step: 'en_camino' | 'en_reparto';
    carrier: string;
    trackingNumber: string;
    trackingUrl: string | null;
  };
  /** `pickedUp`: handed over at the store's counter (absent: the carrier delivered it). */
  'order-delivered': { orderNumber: number; pickedUp?: boolean };
  /**
   * A pick-up order waits at the store's counter: the code to show there (its QR code is drawn from it
   * when the message is sent), and the store's address and hours as they were then.
   */
  'order-ready-for-pickup': {
    orderNumber: number;
    pickupCode: string;
    store: { name: string; address: string; hours: string; mapUrl: string };
  };
  'order-cancelled': {
    orderNumber: number;
    refundedCents: number;
    cardLast4: string | null;
    /** Set when staff refunded by bank transfer (cash paid at OXXO): where the money went. */
    refundClabeLast4?: string | null;
    reason: string | null;
    /** The shopper cancelled it themselves (staff did, when absent). */
    byShopper?: boolean;
    /**
     * `made` (when absent): the money went back; `owed`: cash paid at OXXO, to be given back by a
     * transfer staff make; `none`: the order was never paid.
     */
    refund?: 'made' | 'owed' | 'none';
  };
  /** The steps of a return request, each told to the shopper. */
  'return-requested': { orderNumber: number; units: number; deadline: string };
  'return-approved': { orderNumber: number };
  'return-rejected': { orderNumber: number; reason: string };
  'return-received': { orderNumber: number; units: number };
  'return-refunded': {
    orderNumber: number;
    refundedCents: number;
    shippingCents: number;
    cardLast4: string | null;
    /** Set when staff refunded by bank transfer (cash paid at OXXO): where the money went. */
    refundClabeLast4: string | null;
  };
  /**
   * Money of an order went back (a cancel, a return, any refund), once per refund, when it succeeded:
   * where it went and when it usually arrives.
   */
  'refund-made': {
    orderNumber: number;
    refundedCents: number;
    /** The card or SPEI balance it came from, or a bank transfer staff made (cash paid at OXXO). */
    method: 'card' | 'oxxo' | 'spei' | 'transfer';
    cardBrand: string | null;
    cardLast4: string | null;
    clabeLast4: string | null;
    transferReference: string | null;
  };
  'staff-new-order': {
    orderNumber: number;
    reference: string;
    customerName: string;
    customerEmail: string;
    lines: MessageLine[];
    totalCents: number;
    address: string;
  };
  /** An order's invoice was issued: its PDF and XML go attached, read from the invoice when sent. */
  'invoice-issued': {
    orderNumber: number;
    invoiceId: number;
    uuid: string;
    rfc: string;
    legalName: string;
    totalCents: number;
    /** The files' name without extension, like `Factura-F-12`. */
    fileName: string;
    /** Sent to an address the shopper named and someone there confirmed, not to the account's own. */
    copy?: boolean;
  };
  /**
   * A refund of an invoiced order was credited with a credit note (CFDI de egreso) related to the
   * shopper's invoice: its PDF and XML go attached, read from the credit note when sent.
   */
  'credit-note-issued': {
    orderNumber: number;
    creditNoteId: number;
    uuid: string;
    /** The folio fiscal of the invoice it credits. */
    invoiceUuid: string;
    rfc: string;
    legalName: string;
    totalCents: number;
    /** The files' name without extension, like `NotaDeCredito-NC-3`. */
    fileName: string;
  };
  /**
   * A shopper asked an order's invoice to be sent to this address too: it goes only once someone here
   * opens the link and confirms. Says nothing of the invoice's taxpayer until then.
   */
  'invoice-email-confirmation': {
    orderNumber: number;
    /** The page that confirms, with the link's token. */
    confirmPath: string;
    /** Until when the link works (ISO 8601). */
    expiresAt: string;
  };
  /**
   * 'Avísame cuando llegue': a size the shopper waited for is back. Their subscription ended when this
   * was queued; the alerts they still had then are listed, each with its own link to cancel it.
   */
  'back-in-stock': {
    productName: string;
    color: string;
    size: string;
    picture: string | null;
    /** The product page with this colour and size selected. */
    path: string;
    otherAlerts: { productName: string; color: string; size: string; cancelPath: string }[];
  };
  /**
   * 'Tu carrito te espera': a checkout left unpaid for an hour, to a shopper who said yes to reminders.
   * The lines with today's prices and stock; the link that rebuilds the cart, and the one-click way out.
   */
  'cart-reminder': {
    name: string;
    lines: {
      name: string;
      color: string;
      size: string;
      quantity: number;
      finalPriceCents: number;
      stock: number;
      picture: string | null;
    }[];
    cartPath: string;
  } & OffersUnsubscribeLinks;
  /**
   * A week after delivery, to a shopper who said yes to reminders, offers and review invitations:
   * 'Escribir reseña' for each product of the order, with the same way out as the cart's reminder.
   */
  'review-invitation': {
    orderNumber: number;
    products: { name: string; picture: string | null; path: string }[];
  } & OffersUnsubscribeLinks;
  /** An owner added this person to the team in 'Equipo': they may now open the back-office. */
  'staff-invitation': { email: string; invitedBy: string };
  'low-stock': {
    /** The shop's day (Mexico City), YYYY-MM-DD. */
    day: string;
    /** Variants with fewer units than this are listed. */
    threshold: number;
    variants: {
      productId: number;
      productName: string;
      color: string;
      size: string;
      sku: string;
      stock: number;
    }[];
    truncated: boolean;
  };
};

export type MessageKind = keyof MessagePayloads;

/** Who a message goes to: a shopper's address, or the shop's staff as configured when it is sent. */
export type Recipient = { email: string } | 'staff';

export type OutgoingMessage<K extends MessageKind = MessageKind> = {
  [Kind in K]: {
    kind: Kind;
    /** Unique per subject and kind: the same cause queues the message once. */
    key: string;
    to: Recipient;
    orderId?: number;
    data: MessagePayloads[Kind];
  };
}[K];
