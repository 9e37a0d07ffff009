import * as z from 'zod/mini';
import { qrCodePath } from '../qr-code';

/** `shipping_option` of a checkout that the shopper picks up at the store, free ('Recoger en tienda'). */
export const PICKUP_OPTION = 'pickup';
/** `shipping_option` of today's flat-rate delivery; a checkout that names none is delivered this way. */
export const STANDARD_DELIVERY_OPTION = 'standard';

/** How a `shipping_option` is written: these two, and a carrier's option ids (letters, digits, `_:.-`). */
export const SHIPPING_OPTION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_:.-]{0,99}$/;

/** How an order reaches its shopper: a carrier delivers it, or the shopper picks it up at the store. */
export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/** A pick-up order's code: the digits the shopper shows at the counter, also inside its QR code. */
export const PICKUP_CODE_DIGITS = 6;

/** The store where pick-up orders wait, as the checkout and the order page show it. */
export const pickupStoreFacts = z.object({
  name: z.string(),
  /** One line: street and number, colonia, postal code, city. */
  address: z.string(),
  hours: z.string(),
  /** The store on a map. */
  map_url: z.string(),
});
export type PickupStoreFacts = z.infer<typeof pickupStoreFacts>;

/**
 * GET /api/payments/pickup-store: the store, and when an order paid now would be ready there ('Listo en
 * 2 horas', 'Listo mañana a partir de las 10:00'), by the shop's clock and its pick-up hours.
 */
export const pickupStore = z.object({ ...pickupStoreFacts.shape, ready: z.string() });
export type PickupStore = z.infer<typeof pickupStore>;

/**
 * A pick-up order as its shopper reads it: the store, and while it is 'Listo para recoger' the code to
 * show at the counter, in digits and as a QR code (null before and after).
 */
export const orderPickup = z.object({
  store: pickupStoreFacts,
  code: z.nullable(z.string()),
  qr: z.nullable(qrCodePath),
});
export type OrderPickup = z.infer<typeof orderPickup>;
