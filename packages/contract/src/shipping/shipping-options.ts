import * as z from 'zod/mini';
import { MAX_CART_LINES } from '../catalog/cart-lines';
import { pesos } from '../catalog/list-item';
import { checkoutLine, MAX_UNITS_PER_LINE, unitsPerVariant } from '../checkout/checkout-session';

/**
 * An option's id as the storefront sends it back when the shopper chooses it: the carrier, the service
 * and the price in centavos the shopper saw (`estafeta-ground-16900`), or the shop's flat rate
 * (`tarifa-fija-19900`). The server quotes again and takes it only while the same option is offered at
 * that same price.
 */
export const SHIPPING_OPTION_ID_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const shippingOptionId = z
  .string({ error: 'Elige cómo quieres recibir tu pedido.' })
  .check(
    z.maxLength(100, 'Elige cómo quieres recibir tu pedido.'),
    z.regex(SHIPPING_OPTION_ID_PATTERN, 'Elige cómo quieres recibir tu pedido.'),
  );

/** POST /api/shipping/options: where the parcel goes and what the cart holds. */
export const shippingOptionsBody = z.strictObject({
  postal_code: z
    .string({ error: 'Escribe el código postal de 5 dígitos.' })
    .check(z.trim(), z.regex(/^\d{5}$/, 'El código postal debe tener 5 dígitos.')),
  lines: z.array(checkoutLine, { error: 'lines debe ser la lista del carrito.' }).check(
    z.minLength(1, 'Tu carrito está vacío.'),
    z.maxLength(MAX_CART_LINES, `El carrito admite a lo más ${MAX_CART_LINES} productos.`),
    z.refine(
      (lines) => [...unitsPerVariant(lines).values()].every((units) => units <= MAX_UNITS_PER_LINE),
      `La cantidad no puede ser mayor que ${MAX_UNITS_PER_LINE}.`,
    ),
  ),
});
export type ShippingOptionsBody = z.infer<typeof shippingOptionsBody>;

const businessDays = z.number().check(z.int(), z.positive());
const calendarDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** One way to send the parcel: who carries it, what it costs and when it arrives. */
export const shippingOption = z.object({
  id: z.string(),
  /** 'Estafeta', 'FedEx', 'DHL', 'Paquetexpress', or the shop itself for its flat rate. */
  carrier: z.string(),
  service: z.string(),
  /** Pesos, IVA included; 0 where the shop's free shipping applies (the cheapest option only). */
  price: pesos,
  min_days: businessDays,
  max_days: businessDays,
  /** The first and last day (YYYY-MM-DD, the shop's calendar) it may arrive on. */
  arrives_from: calendarDay,
  arrives_to: calendarDay,
  /** The same range as the shopper reads it: 'Llega entre el mar 2 y el jue 4 de dic'. */
  arrives_text: z.string(),
  cheapest: z.boolean(),
  fastest: z.boolean(),
});
export type ShippingOption = z.infer<typeof shippingOption>;

/**
 * At most four options, cheapest first (two or more whenever two carriers answer). `note` explains an answer out of the ordinary: no carrier
 * answered in time and the shop's flat rate stands in.
 */
export const shippingOptionsResponse = z.object({
  options: z.array(shippingOption),
  note: z.nullable(z.string()),
});
export type ShippingOptionsResponse = z.infer<typeof shippingOptionsResponse>;

/**
 * The carrier's option an order was bought with (decision 040), as its pages, e-mail and packing slip show
 * it: who carries it and the days it was promised to arrive. Null on an order sent at the shop's flat rate
 * or picked up at the store.
 */
export const chosenShippingFacts = z.object({
  carrier: z.string(),
  service: z.string(),
  arrives_from: calendarDay,
  arrives_to: calendarDay,
  /** 'Llega entre el mar 2 y el jue 4 de dic'. */
  arrives_text: z.string(),
});
export type ChosenShippingFacts = z.infer<typeof chosenShippingFacts>;
