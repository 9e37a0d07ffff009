import { z } from 'zod';

/**
 * The audit log's one vocabulary. Every staff change is one of these events: an action code and the
 * facts the owner needs to read it later, named the same way everywhere (`product`, `variant`, `order`,
 * `before`, `after`). Names and prices are copied in as they were at the moment of the change, so the
 * entry still reads right after the product is renamed or removed.
 */
const product = z.object({ id: z.number().int(), name: z.string() });
const variant = z.object({
  id: z.number().int(),
  sku: z.string(),
  product: z.string(),
  color: z.string(),
  size: z.string(),
});
/** A promotion as it was at the change: its name, kind and days (YYYY-MM-DD, both included). */
const promotion = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  percentOff: z.number().int().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
});
/** A discount code as it was at the change: the code and what it gives. */
const coupon = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.string(),
  percentOff: z.number().int().nullable(),
  amountCents: z.number().int().nullable(),
});
const price = z.object({ priceCents: z.number().int(), discountPercentage: z.number().int() });
const productFields = z
  .object({
    name: z.string(),
    description: z.string(),
    brand: z.string(),
    category: z.string(),
    audience: z.string(),
    isNew: z.boolean(),
    /** Its shipping weight and box as a sentence says them ('1,800 g, caja de 33 × 22 × 13 cm'). */
    parcel: z.string(),
  })
  .partial();
const order = z.number().int();
const colorState = z.object({ name: z.string(), hex: z.string() });

export const auditEvents = {
  'product.created': z.object({ product, variants: z.number().int() }),
  'product.edited': z.object({ product, before: productFields, after: productFields }),
  'product.hidden': z.object({ product }),
  'product.shown': z.object({ product }),
  'product.published': z.object({ product }),
  'variant.added': z.object({ variant, after: price.extend({ stock: z.number().int() }) }),
  'variant.removed': z.object({ variant }),
  'variant.price_changed': z.object({ variant, before: price, after: price }),
  'variant.stock_changed': z.object({
    variant,
    before: z.number().int(),
    after: z.number().int(),
    /** Where the number came from: the product editor or a CSV bulk update. */
    source: z.enum(['editor', 'csv']),
  }),
  /** A colour of a product, with its swatch's tone as the editor saved it ('#6F4E37'). */
  'color.added': z.object({ product, color: z.string(), hex: z.string() }),
  'color.edited': z.object({ product, before: colorState, after: colorState }),
  'color.removed': z.object({ product, color: z.string(), hex: z.string() }),
  'picture.added': z.object({ product, color: z.string(), picture: z.string() }),
  'picture.removed': z.object({ product, color: z.string(), picture: z.string() }),
  'pictures.reordered': z.object({
    product,
    color: z.string(),
    before: z.array(z.string()),
    after: z.array(z.string()),
  }),
  'order.shipped': z.object({ order, carrier: z.string(), trackingNumber: z.string() }),
  'order.delivered': z.object({ order }),
  /** Staff's internal note on the order, as written. */
  'order.note_added': z.object({ order, text: z.string() }),
  /**
   * A delivery marked by mistake, taken back within its ten minutes (decision 046): its e-mail withdrawn
   * before it went, or corrected by another saying the order is still on its way.
   */
  'order.delivery_undone': z.object({ order, email: z.enum(['withdrawn', 'corrected']) }),
  /** The carrier and guide of a shipped order, typed wrong and corrected. */
  'order.tracking_corrected': z.object({
    order,
    before: z.object({ carrier: z.string(), trackingNumber: z.string() }),
    after: z.object({ carrier: z.string(), trackingNumber: z.string() }),
  }),
  /** A pick-up order waits at the counter; its code went to the shopper. */
  'order.ready_for_pickup': z.object({ order }),
  /** A pick-up order handed over at the counter, for the code the shopper showed. */
  'order.picked_up': z.object({ order }),
  'order.cancelled': z.object({
    order,
    refundedCents: z.number().int(),
    /** The provider's refund; absent when staff refunded by bank transfer (cash paid at OXXO). */
    refundId: z.string().optional(),
    refundClabeLast4: z.string().optional(),
    refundTransferReference: z.string().optional(),
    unitsReturned: z.number().int(),
    reason: z.string().optional(),
  }),
  /** An order 'Pendiente de pago' cancelled by staff: its payment withdrawn, its units back, no money. */
  'order.unpaid_cancelled': z.object({
    order,
    unitsReturned: z.number().int(),
    reason: z.string().optional(),
  }),
  /** Paid in a plan of meses sin intereses the shop did not offer (decision 034). */
  'order.unoffered_installments': z.object({
    order,
    months: z.number().int(),
    offered: z.array(z.number().int()),
  }),
  /** Staff's partial refund from the order page: lines and units, or a plain amount. */
  'order.refunded': z.object({
    order,
    refundedCents: z.number().int(),
    shippingCents: z.number().int(),
    units: z.number().int(),
    /** The provider's refund; absent when staff refunded by bank transfer (cash paid at OXXO). */
    refundId: z.string().optional(),
    refundClabeLast4: z.string().optional(),
    refundTransferReference: z.string().optional(),
  }),
  'order.refund_transferred': z.object({
    order,
    refundedCents: z.number().int(),
    refundClabeLast4: z.string(),
    refundTransferReference: z.string(),
  }),
  'order.balance_returned': z.object({ order, returnedCents: z.number().int() }),
  'return.approved': z.object({ order, return: z.number().int() }),
  'return.rejected': z.object({ order, return: z.number().int(), reason: z.string() }),
  'return.received': z.object({ order, return: z.number().int(), unitsReturned: z.number().int() }),
  'return.refunded': z.object({
    order,
    return: z.number().int(),
    refundedCents: z.number().int(),
    shippingCents: z.number().int(),
    /** The provider's refund; absent when staff refunded by bank transfer (cash paid at OXXO). */
    refundId: z.string().optional(),
    refundClabeLast4: z.string().optional(),
    refundTransferReference: z.string().optional(),
  }),
  /** 'Reenviar': a new message, a copy of one the shop wrote (about an order, or none), to `recipient`. */
  'message.resent': z.object({ order: order.optional(), subject: z.string(), recipient: z.string() }),
  'home.banners_changed': z.object({ banners: z.number().int() }),
  'home.banner_picture_changed': z.object({ banner: z.number().int(), picture: z.string() }),
  'home.row_changed': z.object({
    row: z.string(),
    before: z.array(z.number().int()),
    after: z.array(z.number().int()),
  }),
  'home.strip_changed': z.object({ before: z.array(z.string()), after: z.array(z.string()) }),
  'invoice.cancelled': z.object({
    invoice: z.object({ uuid: z.string(), rfc: z.string(), totalCents: z.number().int() }),
    /** SAT's motive (01–04) and, for 01, the UUID of the invoice that replaces it. */
    motive: z.string(),
    substitution: z.string().optional(),
  }),
  'invoice.global_issued': z.object({
    uuid: z.string(),
    period: z.string(),
    orders: z.number().int(),
    totalCents: z.number().int(),
  }),
  'department.sat_key_changed': z.object({
    department: z.string(),
    before: z.string(),
    after: z.string(),
  }),
  'synonym.added': z.object({ word: z.string(), meaning: z.string(), bothWays: z.boolean() }),
  'synonym.removed': z.object({ word: z.string(), meaning: z.string(), bothWays: z.boolean() }),
  'promotion.created': z.object({ promotion }),
  'promotion.edited': z.object({ promotion }),
  'promotion.archived': z.object({ promotion }),
  'coupon.created': z.object({ coupon }),
  'coupon.edited': z.object({ coupon }),
  'coupon.archived': z.object({ coupon }),
  /** A buyer's review, as the owner moderated it: its product and stars when it happened. */
  'review.approved': z.object({ review: z.number().int(), product, stars: z.number().int() }),
  'review.hidden': z.object({ review: z.number().int(), product, reason: z.string() }),
  'review.replied': z.object({ review: z.number().int(), product, reply: z.string() }),
  'reviews.publishing_changed': z.object({ publishAtOnce: z.boolean() }),
  'team.staff_added': z.object({ email: z.string() }),
  'team.staff_removed': z.object({ email: z.string() }),
  /** Staff opened a customer's page in 'Clientes' (personal data): by its number only. */
  'customer.viewed': z.object({ customer: z.number().int() }),
  'customer.note_edited': z.object({ customer: z.number().int() }),
  /** A shopper deleted their account: only its number, never who they were. */
  'account.deleted': z.object({ user: z.number().int() }),
  'postal_codes.loaded': z.object({
    bytes: z.number().int(),
    states: z.number().int(),
    municipalities: z.number().int(),
    postalCodes: z.number().int(),
    neighborhoods: z.number().int(),
    skippedRows: z.number().int(),
  }),
} as const;

export type AuditAction = keyof typeof auditEvents;

/** One change to record: its action code and that action's facts. */
export type AuditEvent = {
  [A in AuditAction]: { action: A } & z.infer<(typeof auditEvents)[A]>;
}[AuditAction];

export type VariantRef = z.infer<typeof variant>;
export type ProductRef = z.infer<typeof product>;
export type PriceState = z.infer<typeof price>;
export type ProductFields = z.infer<typeof productFields>;
export type PromotionRef = z.infer<typeof promotion>;
export type CouponRef = z.infer<typeof coupon>;
