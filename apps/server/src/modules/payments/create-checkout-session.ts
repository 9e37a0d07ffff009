import type { CreateCheckoutSessionBody } from '@store/contract';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { addressText, ownedAddress } from '../addresses/addresses';
import type { SessionUser } from '../auth/sessions';
import { sellableVariants, SOLD_OUT_IN_CART, takeStock } from '../catalog/stock';
import { expireOpenSessionsOf } from './expire-open-sessions';
import { newOrderReference } from './order-reference';
import type { PaymentProvider } from './payment-provider';
import { linkProviderSession, recordPaymentSession, releasePaymentSession } from './payment-sessions';
import { shippingCents } from './shipping';

export const NO_PHONE = 'Por favor agrega tu número de teléfono para continuar';
export const NO_ADDRESS = 'Por favor selecciona una dirección de envío para continuar';
export const CHECKOUT_FAILED = 'Ocurrió un error al procesar la compra. Por favor, intente nuevamente.';

// Stripe asks for at least 30 minutes; the margin covers the clock difference and the request's travel.
const CHECKOUT_LIFETIME_MS = 30 * 60_000 + 60_000;

export type CheckoutDependencies = {
  db: Database;
  provider: PaymentProvider;
  config: Config;
  log: FastifyBaseLogger;
};

/** Lines of the same variant sent twice count as one line with both quantities. */
function mergeLines(products: CreateCheckoutSessionBody['products']): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const line of products) {
    quantities.set(line.variant_id, (quantities.get(line.variant_id) ?? 0) + line.quantity);
  }
  return quantities;
}

/**
 * Prices the cart on the server, holds its units, and opens a hosted checkout for it. The checks run in
 * the spec's order (stock, phone, address); the units are taken in one transaction before the shopper is
 * sent to pay, and given back if the payment provider cannot be reached.
 */
export async function createCheckoutSession(
  { db, provider, config, log }: CheckoutDependencies,
  user: SessionUser,
  body: CreateCheckoutSessionBody,
): Promise<{ sessionId: string; url: string }> {
  // A shopper who comes back from the hosted checkout to try again must not compete with their own
  // earlier, abandoned attempt for the last units, nor be told those units are sold out.
  await expireOpenSessionsOf({ db, provider, log }, user.id);

  const quantities = mergeLines(body.products);
  const variants = await sellableVariants(db, [...quantities.keys()]);
  if (variants.length !== quantities.size || variants.some((variant) => variant.stock <= 0)) {
    throw new HttpError(409, SOLD_OUT_IN_CART);
  }
  if (!user.phoneNumber) throw new HttpError(422, NO_PHONE);
  const address = await ownedAddress(db, user.id, body.shipping_address);
  if (!address) throw new HttpError(422, NO_ADDRESS);

  const lines = variants.map((variant) => ({ variant, quantity: quantities.get(variant.variantId) ?? 0 }));
  const subtotalCents = sum(lines.map(({ variant, quantity }) => variant.priceCents * quantity));
  const discountCents = sum(lines.map(({ variant, quantity }) => variant.unitDiscountCents * quantity));
  const shipping = shippingCents(config.shipping, subtotalCents - discountCents);
  const expiresAt = new Date(Date.now() + CHECKOUT_LIFETIME_MS);
  const session = await db.transaction(async (tx) => {
    await takeStock(
      tx,
      lines.map(({ variant, quantity }) => ({ variantId: variant.variantId, quantity })),
    );
    return recordPaymentSession(tx, {
      reference: newOrderReference(),
      userId: user.id,
      shippingAddressId: address.shipping_address_id,
      shippingAddressText: addressText(address),
      subtotalCents,
      discountCents,
      shippingCents: shipping,
      totalCents: subtotalCents - discountCents + shipping,
      expiresAt,
      lines,
    });
  });

  let hosted: Stripe.Checkout.Session;
  try {
    hosted = await provider.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        currency: 'mxn',
        locale: 'es-419',
        customer_email: user.email,
        client_reference_id: session.reference,
        metadata: { reference: session.reference },
        payment_intent_data: { metadata: { reference: session.reference } },
        line_items: lines.map(({ variant, quantity }) => ({
          quantity,
          price_data: {
            currency: 'mxn',
            unit_amount: variant.priceCents - variant.unitDiscountCents,
            product_data: {
              name: `${variant.productName} (${variant.colorName}, ${variant.sizeName})`,
              images: variant.image ? [`${config.publicUrl}/api/product/image/${variant.image}`] : [],
            },
          },
        })),
        shipping_options: [
          {
            shipping_rate_data: {
              type: 'fixed_amount',
              display_name: shipping === 0 ? 'Envío gratis' : 'Envío nacional (3 a 7 días hábiles)',
              fixed_amount: { amount: shipping, currency: 'mxn' },
            },
          },
        ],
        success_url: `${config.publicUrl}/Success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${config.publicUrl}/cancel`,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
      },
      { idempotencyKey: session.reference },
    );
  } catch (error) {
    await releasePaymentSession(db, session.id, 'failed');
    throw new CheckoutUnavailableError(error);
  }
  if (!hosted.url) {
    await releasePaymentSession(db, session.id, 'failed');
    throw new CheckoutUnavailableError(new Error('La sesión de pago no trae URL'));
  }
  await linkProviderSession(db, session.id, hosted.id);
  return { sessionId: hosted.id, url: hosted.url };
}

/** The payment provider failed; the shopper is told to try again, the cause goes to the log. */
export class CheckoutUnavailableError extends HttpError {
  constructor(readonly reason: unknown) {
    super(502, CHECKOUT_FAILED);
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
