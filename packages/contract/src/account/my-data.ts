/**
 * The shopper's own data (LFPDPPP, derechos ARCO): the file they download and the deletion of their
 * account. A subpath of its own, so the shoppers' first chunk never carries it.
 */
import * as z from 'zod/mini';
import { FIT_ANSWERS, shopperMeasurements } from '../fit/fit';
import { fiscalProfile } from '../invoices/responses';
import { location } from '../locations/address';
import { bill } from '../orders/bills';
import { REVIEW_STATUSES } from '../reviews/reviews';
import { savedFavorite } from './saved-favorite';
import { savedCartLine } from './saved-lists';
import { stockAlert } from './stock-alerts';

/** One step of an order's history: the status it reached and when. */
export const myOrderStatusChange = z.strictObject({
  status: z.string(),
  changed_at: z.string(),
});

/** An order as the shopper's data file holds it: the order, its steps and the invoices it had. */
export const myOrder = z.strictObject({
  order: bill,
  status_history: z.array(myOrderStatusChange),
  /** The folios fiscales (UUID) of the invoices issued for it, valid or cancelled. */
  invoice_uuids: z.array(z.string()),
});
export type MyOrder = z.infer<typeof myOrder>;

/** A discount code the shopper paid an order with: what it took off, in pesos, and when. */
export const myCouponUse = z.strictObject({
  code: z.string(),
  discount: z.number(),
  used_at: z.string(),
});

/** A review the shopper wrote, as the shop keeps it (decision 061), with its photos' full addresses. */
export const myWrittenReview = z.strictObject({
  review_id: z.number(),
  order_id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  color_name: z.string(),
  size_name: z.string(),
  /** The name the product page shows it under ('Ana G.'). */
  author_name: z.string(),
  stars: z.number(),
  title: z.nullable(z.string()),
  body: z.string(),
  fit: z.nullable(z.enum(FIT_ANSWERS)),
  status: z.enum(REVIEW_STATUSES),
  hidden_reason: z.nullable(z.string()),
  helpful_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.nullable(z.string()),
  reply: z.nullable(z.strictObject({ text: z.string(), replied_at: z.string() })),
  photos: z.array(z.string()),
});

/** A review the shopper marked 'Útil', and when. */
export const myHelpfulVote = z.strictObject({
  review_id: z.number(),
  product_name: z.string(),
  voted_at: z.string(),
});

/** Each yes to order news on WhatsApp (decision 063): the number, the sentence agreed to, and its end. */
export const myWhatsappConsent = z.strictObject({
  phone: z.string(),
  text: z.string(),
  given_where: z.enum(['pago', 'perfil']),
  given_at: z.string(),
  ended_at: z.nullable(z.string()),
  ended_by: z.nullable(z.enum(['perfil', 'baja', 'cuenta'])),
});
export type MyWhatsappConsent = z.infer<typeof myWhatsappConsent>;

/**
 * GET /api/users/me/data: everything the shop keeps about the signed-in shopper (their right of access
 * under the LFPDPPP), their favourites and cart kept with the account among it.
 */
export const myDataResponse = z.strictObject({
  generated_at: z.string(),
  profile: z.strictObject({
    name: z.string(),
    email: z.string(),
    phone_number: z.nullable(z.string()),
    picture: z.nullable(z.string()),
    created_at: z.string(),
  }),
  addresses: z.array(location),
  fiscal_profiles: z.array(fiscalProfile),
  orders: z.array(myOrder),
  favorites: z.array(savedFavorite),
  cart: z.array(savedCartLine),
  /** The sold-out sizes they asked to be told about ('Avísame cuando llegue'). */
  stock_alerts: z.array(stockAlert),
  /** The discount codes ('Cupones') they used on paid orders. */
  coupons_used: z.array(myCouponUse),
  /** What they measured for '¿Cuál es mi talla?' (decision 062); nulls when they gave none. */
  measurements: shopperMeasurements,
  /** Their yes to e-mailed reminders, offers and review invitations (decision 066): the words and when. */
  email_consent: z.nullable(z.strictObject({ text: z.string(), given_at: z.string() })),
  /** The reviews they wrote, and photos they uploaded that no review took (full addresses). */
  reviews: z.array(myWrittenReview),
  review_photos_not_used: z.array(z.string()),
  /** The reviews of others they found useful. */
  helpful_votes: z.array(myHelpfulVote),
  whatsapp_consents: z.array(myWhatsappConsent),
});
export type MyDataResponse = z.infer<typeof myDataResponse>;

/** DELETE /api/users/me refused: an order that still needs the shopper's name and address, by its step. */
export const ACCOUNT_HOLDS = ['awaiting-payment', 'not-shipped', 'on-the-way', 'ready-for-pickup'] as const;
export type AccountHold = (typeof ACCOUNT_HOLDS)[number];
export const ORDERS_AWAITING_PAYMENT =
  'Tienes pedidos pendientes de pago; podrás eliminar tu cuenta cuando se paguen o se cancelen.';
export const ORDERS_NOT_SHIPPED =
  'Tienes pedidos que aún no enviamos; podrás eliminar tu cuenta cuando los recibas.';
export const ORDERS_ON_THEIR_WAY = 'Tienes pedidos en camino; podrás eliminar tu cuenta cuando lleguen.';
export const ORDERS_READY_FOR_PICKUP =
  'Tienes pedidos listos para recoger en la tienda; podrás eliminar tu cuenta cuando los recojas.';
/** What the shopper reads for each reason an order holds the account. */
export const ACCOUNT_HOLD_MESSAGES: Record<AccountHold, string> = {
  'awaiting-payment': ORDERS_AWAITING_PAYMENT,
  'not-shipped': ORDERS_NOT_SHIPPED,
  'on-the-way': ORDERS_ON_THEIR_WAY,
  'ready-for-pickup': ORDERS_READY_FOR_PICKUP,
};
/** DELETE /api/users/me answered: the account is gone. */
export const ACCOUNT_DELETED = 'Eliminamos tu cuenta.';

/** The word the shopper types to confirm, and DELETE /api/users/me's body carries. */
export const DELETE_CONFIRMATION = 'ELIMINAR';

/** DELETE /api/users/me: the typed confirmation, so no stray call deletes an account. */
export const deleteAccountBody = z.strictObject({
  confirmation: z.literal(DELETE_CONFIRMATION, `Para eliminar la cuenta escribe ${DELETE_CONFIRMATION}.`),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
