import * as z from 'zod/mini';
import { FULFILMENTS } from '../checkout/pickup';
import { chosenShippingFacts } from '../shipping/shipping-options';
import { qrCodePath } from '../qr-code';

export { qrCodePath, type QrCodePath } from '../qr-code';

const int = () => z.number().check(z.int());

/**
 * One line of a packing slip: what goes in the box and how many, never its price (the slip travels in
 * the box, and a gift's receiver must not read what it cost). The SKU is today's, from the catalogue;
 * null when the variant was since removed.
 */
export const packingLine = z.object({
  product_name: z.string(),
  color_name: z.string(),
  size_name: z.string(),
  sku: z.nullable(z.string()),
  quantity: int(),
});
export type PackingLine = z.infer<typeof packingLine>;

/** GET /api/admin/orders/:id/packing-slip: the sheet that goes in the order's box. */
export const adminPackingSlip = z.object({
  bill_id: int(),
  reference: z.string(),
  created_at: z.string(),
  recipient: z.object({ name: z.string(), phone_number: z.nullable(z.string()) }),
  /** `pickup`: the box stays at the store's counter for the shopper ('Recoger en tienda'). */
  fulfilment: z.enum(FULFILMENTS),
  /** As the order keeps it: street and number, colonia, C.P., city and state, directions. */
  shipping_address: z.string(),
  /** The carrier the shopper chose and the days promised; null for the flat rate or a pick-up. */
  shipping_choice: z.nullable(chosenShippingFacts),
  /**
   * The carrier the parcel goes with ('Estafeta'): the one it was shipped with, or the one its label will
   * be bought with; and its tracking number once shipped. Null for a pick-up.
   */
  carrier: z.nullable(z.object({ name: z.string(), tracking_number: z.nullable(z.string()) })),
  lines: z.array(packingLine),
  /** The shopper's page of the order, which the QR code encodes. */
  order_url: z.string(),
  qr: qrCodePath,
});
export type AdminPackingSlip = z.infer<typeof adminPackingSlip>;

/** An order that needs units of a pick-list row, and how many of them. */
export const pickOrder = z.object({
  bill_id: int(),
  reference: z.string(),
  quantity: int(),
  /** `pickup`: its units go to the store's counter, not into a parcel. */
  fulfilment: z.enum(FULFILMENTS),
});

/** One shelf stop: a product in one colour and size, the units to take, the orders they go to. */
export const pickListRow = z.object({
  department: z.string(),
  product_name: z.string(),
  color_name: z.string(),
  size_name: z.string(),
  sku: z.nullable(z.string()),
  units: int(),
  orders: z.array(pickOrder),
});
export type PickListRow = z.infer<typeof pickListRow>;

/**
 * GET /api/admin/pick-list: every order paid and not yet shipped ('En proceso'), its units gathered by
 * product, colour and size, in the order a packer walks the shelves (department, product, colour, size).
 */
export const adminPickList = z.object({
  /** How many orders the list covers. */
  orders: int(),
  rows: z.array(pickListRow),
});
export type AdminPickList = z.infer<typeof adminPickList>;
