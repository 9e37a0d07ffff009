import * as z from 'zod/mini';
import { MAX_ID } from '../params';
import { MAX_CART_LINES } from '../catalog/cart-lines';
import { SHIPPING_OPTION_PATTERN } from './pickup';
import { couponCode } from '../coupons/coupons';

/** The most units of one variant a single order may take (a shop limit, not a stock rule). */
export const MAX_UNITS_PER_LINE = 99;

/**
 * One cart line as the browser sends it. The storefront sends its whole cart line (name, price, picture...);
 * only the variant and the quantity are read, so a price sent by a browser can never reach an order.
 */
export const checkoutLine = z.object({
  variant_id: z
    .number({ error: 'Cada producto debe tener un variant_id numérico.' })
    .check(
      z.int('Cada producto debe tener un variant_id numérico.'),
      z.gte(1, 'Cada producto debe tener un variant_id numérico.'),
      z.lte(MAX_ID, 'Cada producto debe tener un variant_id numérico.'),
    ),
  quantity: z
    .number({ error: 'La cantidad debe ser un número entero.' })
    .check(
      z.int('La cantidad debe ser un número entero.'),
      z.gte(1, 'La cantidad debe ser al menos 1.'),
      z.lte(MAX_UNITS_PER_LINE, `La cantidad no puede ser mayor que ${MAX_UNITS_PER_LINE}.`),
    ),
});

/** The units of each variant in a cart, however many lines name it. */
export function unitsPerVariant(
  lines: readonly { variant_id: number; quantity: number }[],
): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.variant_id, (units.get(line.variant_id) ?? 0) + line.quantity);
  return units;
}

/** POST /api/payments/create-checkout-session */
export const createCheckoutSessionBody = z.strictObject({
  products: z.array(checkoutLine, { error: 'products debe ser la lista del carrito.' }).check(
    z.minLength(1, 'Tu carrito está vacío.'),
    z.maxLength(MAX_CART_LINES, `El carrito admite a lo más ${MAX_CART_LINES} productos.`),
    // The server adds up lines of the same variant, so the limit holds for their sum, not each line.
    z.refine(
      (lines) => [...unitsPerVariant(lines).values()].every((units) => units <= MAX_UNITS_PER_LINE),
      `La cantidad no puede ser mayor que ${MAX_UNITS_PER_LINE}.`,
    ),
  ),
  // Needed for a delivery, which the server checks (a pick-up at the store goes to no address).
  shipping_address: z.optional(
    z
      .number({ error: 'Por favor selecciona una dirección de envío para continuar' })
      .check(
        z.int('Por favor selecciona una dirección de envío para continuar'),
        z.gte(1, 'Por favor selecciona una dirección de envío para continuar'),
        z.lte(MAX_ID, 'Por favor selecciona una dirección de envío para continuar'),
      ),
  ),
  /**
   * How the order reaches the shopper: `PICKUP_OPTION` at the store, a carrier's option id from
   * `POST /api/shipping/options` (quoted again and charged at that price, decision 040), or
   * `STANDARD_DELIVERY_OPTION` (also when absent: the shop's flat rate); the server refuses one it does
   * not offer.
   */
  shipping_option: z.optional(
    z
      .string({ error: 'Elige cómo quieres recibir tu pedido.' })
      .check(z.regex(SHIPPING_OPTION_PATTERN, 'Elige cómo quieres recibir tu pedido.')),
  ),
  /** A discount code the shopper applied; the server checks it again and reserves one use (decision 058). */
  coupon_code: z.optional(couponCode),
});
export type CreateCheckoutSessionBody = z.infer<typeof createCheckoutSessionBody>;

/** The browser goes to `url`, the payment provider's hosted checkout. */
export const checkoutSessionCreated = z.object({ sessionId: z.string(), url: z.string() });

/** A Checkout Session id as the payment provider writes it into the return address. */
export const checkoutSessionId = z
  .string({ error: 'session_id es obligatorio' })
  .check(z.regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'session_id no es válido'));

/** GET /api/payments/checkout-session?session_id=cs_...: how the shopper's payment ended, for /Success. */
export const checkoutSessionQuery = z.strictObject({ session_id: checkoutSessionId });

/**
 * `paid` with its `bill_id` once the order exists; `pending` while the payment is being confirmed (a
 * late webhook), or waiting for an OXXO voucher or a SPEI transfer, then with the `bill_id` of its
 * order 'Pendiente de pago'; `expired` or `failed` when nothing was charged; `refused` when the shopper
 * chose OXXO or SPEI while another order of theirs still waits for its money (that order's `bill_id`):
 * no order was made and the voucher or transfer details were withdrawn.
 */
export const checkoutSessionState = z.object({
  status: z.enum(['pending', 'paid', 'expired', 'failed', 'refused']),
  bill_id: z.nullable(z.number().check(z.int())),
});
export type CheckoutSessionState = z.infer<typeof checkoutSessionState>;

/** GET /api/payments/shipping-rate: what delivery costs, so /payment can show the total before paying. */
export const shippingRate = z.object({
  cost: z.number().check(z.nonnegative()),
  /** Orders whose subtotal (after discounts) reaches this ship free; null when there is no such offer. */
  free_from: z.nullable(z.number().check(z.nonnegative())),
});
export type ShippingRate = z.infer<typeof shippingRate>;

/** GET /api/payments/installment-plans: the plans of meses sin intereses the shop offers on cards. */
export const installmentPlansResponse = z.object({
  /** Months (3, 6, 9, 12, 18, 24), shortest first; empty when the shop offers none. */
  installment_months: z.array(z.number().check(z.int())),
});
export type InstallmentPlansResponse = z.infer<typeof installmentPlansResponse>;
