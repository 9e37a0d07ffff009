import type { CreateCheckoutSessionBody } from '@store/contract';
import {
  couponDiscounts,
  installmentPlans,
  orderTotals,
  promotionDiscounts,
  shippingWithCoupon,
  type CouponDiscounts,
  type LinePromotion,
} from '@store/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { addressText, ownedAddress, recipientOf } from '../../addresses';
import { lockUser, type SessionUser } from '../../auth';
import {
  productFactsForPromotions,
  sellableVariants,
  SOLD_OUT_IN_CART,
  takeStock,
  type SellableVariant,
} from '../../catalog';
import { couponRefusalError, reserveCouponUse, runningCoupon, type RunningCoupon } from '../../coupons';
import { countCheckoutStarted } from '../../metrics';
import {
  oxxoTakes,
  type HostedCheckout,
  type HostedCheckoutRequest,
  type PaymentProvider,
} from '../../payments';
import { promotionRulesAt } from '../../promotions';
import { DELAYED_PAYMENT_DAYS } from '../settlement/delayed-payments';
import { COUNTRY_DELIVERY_DAYS, stateDelivery } from './delivery-days';
import { expireOpenSessionsOf } from './expire-checkouts';
import { releasePaymentSession } from '../lifecycle/move-payment-session';
import { newOrderReference } from './order-reference';
import { paymentCustomerOf } from './payment-customers';
import { refuseOversizedOrder } from './order-limits';
import { linkProviderSession, recordPaymentSession, unfinishedCheckoutsOf } from './payment-sessions';
import { cardOnlyNotice, waitingOrderOf } from '../settlement/waiting-orders';
import { PICKUP_ADDRESS_TEXT } from '../pickup/pickup-store';
import { PICKUP_SHIPPING_NAME, shippingChoiceOf, type ShippingChoice } from './shipping-choice';
import type { ShippingQuotes } from '../../shipping';
import { confirmCarrierOption, type ConfirmedOption } from './carrier-option';

export const NO_PHONE = 'Por favor agrega tu número de teléfono para continuar';
export const NO_ADDRESS = 'Por favor selecciona una dirección de envío para continuar';
export const CHECKOUT_IN_PROGRESS =
  'Ya estás pagando este carrito en otra pestaña. Termina el pago ahí o vuelve a intentarlo en unos segundos.';
// eslint-disable-next-line local/spanish-tu -- the storefront spec's text, word for word
export const CHECKOUT_FAILED = 'Ocurrió un error al procesar la compra. Por favor, intente nuevamente.';

// Stripe asks for at least 30 minutes; the margin covers the clock difference and the request's travel.
const CHECKOUT_LIFETIME_MS = 30 * 60_000 + 60_000;

export type CheckoutDependencies = {
  db: Database;
  provider: PaymentProvider;
  config: Config;
  log: FastifyBaseLogger;
  /** The carriers' quotes, asked again for a carrier's option the shopper chose (decision 040). */
  quotes: Pick<ShippingQuotes, 'confirm'>;
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
 * A line of the checkout: the variant as sold today, how many, and what promotions and a discount code take
 * off it together (`promotion`), of which `couponCents` is the code's.
 */
export type CheckoutLine = {
  variant: SellableVariant;
  quantity: number;
  promotion: LinePromotion;
  couponCents: number;
};

/**
 * The promotions running at this moment over the cart's lines, by the same rule the cart panel showed
 * (`promotionDiscounts`), measured on each unit's price after its own discount.
 */
async function withPromotions(
  db: Database,
  lines: { variant: SellableVariant; quantity: number }[],
): Promise<CheckoutLine[]> {
  const discounts = promotionDiscounts(
    lines.map(({ variant, quantity }) => ({
      productId: variant.productId,
      unitFinalCents: variant.priceCents - variant.unitDiscountCents,
      quantity,
    })),
    await promotionRulesAt(db, productFactsForPromotions, new Date()),
  );
  return lines.map((line, index) => ({
    ...line,
    promotion: discounts.lines[index] ?? {
      discountCents: 0,
      promotionId: null,
      promotionName: null,
      units: [{ discountCents: 0, quantity: line.quantity }],
    },
    couponCents: 0,
  }));
}

/**
 * The code the shopper applied, checked again now (it runs, has a use left for them) and applied by the one
 * rule, after the promotions, on what they left (`couponDiscounts`); a code that gives this cart nothing is
 * refused under its field (422), as the payment page showed it. The use itself is held later, in the
 * checkout's transaction.
 */
async function withCoupon(
  db: Database,
  user: SessionUser,
  code: string | undefined,
  lines: CheckoutLine[],
): Promise<{ lines: CheckoutLine[]; coupon: RunningCoupon | null; couponOutcome: CouponDiscounts | null }> {
  if (code === undefined) return { lines, coupon: null, couponOutcome: null };
  const coupon = await runningCoupon(db, productFactsForPromotions, code, user.id);
  const discounts = couponDiscounts(
    lines.map(({ variant, promotion }) => ({
      productId: variant.productId,
      unitFinalCents: variant.priceCents - variant.unitDiscountCents,
      promotion,
    })),
    coupon.rule,
  );
  if (!discounts.applies) throw couponRefusalError(discounts.refusal, coupon.rule);
  return {
    lines: lines.map((line, index) => ({
      ...line,
      promotion: discounts.lines[index] ?? line.promotion,
      couponCents: discounts.lineCouponCents[index] ?? 0,
    })),
    coupon,
    couponOutcome: discounts,
  };
}

/** Where the order goes: the shopper's saved address, or the store's counter for a pick-up. */
type Destination = {
  shippingAddressId: number | null;
  /** Null for a pick-up. */
  postalCode: string | null;
  shippingAddressText: string;
  /** The hosted checkout's shipping line: its name (how long delivery takes, or the store). */
  shippingName: (shippingCents: number) => string;
};

/** The destination of the shopper's choice; a delivery needs an address of theirs (422 otherwise). */
async function destinationOf(
  db: Database,
  user: SessionUser,
  choice: ShippingChoice,
  addressId: number | undefined,
): Promise<Destination> {
  if (choice.fulfilment === 'pickup') {
    return {
      shippingAddressId: null,
      postalCode: null,
      shippingAddressText: PICKUP_ADDRESS_TEXT,
      shippingName: () => PICKUP_SHIPPING_NAME,
    };
  }
  const address = addressId === undefined ? undefined : await ownedAddress(db, user.id, addressId);
  if (!address) throw new HttpError(422, NO_ADDRESS);
  // The hosted page says how long delivery takes to this address, as the payment page did.
  const days = stateDelivery(address.state_name) ?? COUNTRY_DELIVERY_DAYS;
  return {
    shippingAddressId: address.shipping_address_id,
    postalCode: address.postal_code,
    // Who receives it goes with the address (the label's contact); an address saved before it was asked
    // names the account's holder, whose phone the checkout has just required.
    shippingAddressText: addressText(
      address,
      recipientOf(address, { name: user.name, phone: user.phoneNumber ?? '' }),
    ),
    shippingName: (shippingCents) =>
      `${shippingCents === 0 ? 'Envío gratis' : 'Envío nacional'} (${days.minDays} a ${days.maxDays} días hábiles)`,
  };
}

/** The carrier's option the shopper chose, quoted again for the cart and the address; null for the others. */
async function carrierOptionOf(
  quotes: CheckoutDependencies['quotes'],
  choice: ShippingChoice,
  destination: Destination,
  lines: CheckoutLine[],
  priced: Parameters<typeof orderTotals>[0],
): Promise<ConfirmedOption | null> {
  if (choice.carrierOptionId === null || destination.postalCode === null) return null;
  return confirmCarrierOption(quotes, {
    postalCode: destination.postalCode,
    lines: lines.map(({ variant, quantity }) => ({ variantId: variant.variantId, quantity })),
    // The free shipping is measured on the goods after every discount, as the quote measured it.
    goodsCents: orderTotals(priced, null).goodsCents,
    optionId: choice.carrierOptionId,
  });
}

/** The hosted checkout's shipping line for a carrier: who carries it, when it arrives, free or not. */
const carrierShippingName = (carrier: ConfirmedOption, shippingCents: number) =>
  `${shippingCents === 0 ? 'Envío gratis · ' : ''}${carrier.chosen.carrierName} ${carrier.chosen.serviceName} (${carrier.text.replace(/^Llega/, 'llega')})`;

/**
 * Prices the cart on the server, holds its units, and opens a hosted checkout for it. The checks run
 * in a fixed order (stock, phone, the way to receive it, address), so a cart with several problems always
 * gets the same first answer. The units are taken in one transaction
 * before the shopper is sent to pay, and given back if the payment provider cannot be reached.
 */
export async function createCheckoutSession(
  { db, provider, config, log, quotes }: CheckoutDependencies,
  user: SessionUser,
  body: CreateCheckoutSessionBody,
): Promise<{ sessionId: string; url: string }> {
  // A shopper who comes back from the hosted checkout to try again must not compete with their own
  // earlier, abandoned attempt for the last units, nor be told those units are sold out.
  await expireOpenSessionsOf({ db, provider, log }, user.id, 'shopper');

  const quantities = mergeLines(body.products);
  refuseOversizedOrder(quantities, config.orderLimits);
  const variants = await sellableVariants(db, [...quantities.keys()]);
  if (variants.length !== quantities.size || variants.some((variant) => variant.stock <= 0)) {
    throw new HttpError(409, SOLD_OUT_IN_CART);
  }
  if (!user.phoneNumber) throw new HttpError(422, NO_PHONE);
  const choice = shippingChoiceOf(body.shipping_option, config);
  const destination = await destinationOf(db, user, choice, body.shipping_address);

  const { lines, coupon, couponOutcome } = await withCoupon(
    db,
    user,
    body.coupon_code,
    await withPromotions(
      db,
      variants.map((variant) => ({ variant, quantity: quantities.get(variant.variantId) ?? 0 })),
    ),
  );
  const priced = lines.map(({ variant, quantity, promotion }) => ({
    ...variant,
    quantity,
    promotionDiscountCents: promotion.discountCents,
  }));
  const carrier = await carrierOptionOf(quotes, choice, destination, lines, priced);
  // A carrier's option costs what it was quoted (its free shipping already applied to the cheapest).
  const shippingRule = carrier ? { costCents: carrier.priceCents, freeFromCents: null } : choice.rule;
  const totals = orderTotals(priced, shippingWithCoupon(shippingRule, couponOutcome));
  const expiresAt = new Date(Date.now() + CHECKOUT_LIFETIME_MS);
  // Asked before the hosted checkout opens; the rule itself holds where a checkout becomes a waiting
  // order (`awaitPayment`), for two checkouts opened at once.
  const waitingOrder = await waitingOrderOf(db, user.id);
  const session = await db.transaction(async (tx) => {
    // Two tabs pressing 'Continuar' at the same moment both passed the expiry above before either had
    // a session to expire. The shopper's row, locked until this transaction ends, lines them up: the
    // second one waits, then finds the first one's session and stops, so a shopper never has two
    // checkouts that can both be paid (decision 034). One opened after the first reached the provider
    // is a tab opened later, and the expiry above closes the first one, as for sequential tabs.
    await lockUser(tx, user.id);
    if ((await unfinishedCheckoutsOf(tx, user.id)).length > 0) {
      throw new HttpError(409, CHECKOUT_IN_PROGRESS);
    }
    await takeStock(
      tx,
      lines.map(({ variant, quantity }) => ({ variantId: variant.variantId, quantity })),
    );
    const recorded = await recordPaymentSession(tx, {
      reference: newOrderReference(),
      userId: user.id,
      shippingAddressId: destination.shippingAddressId,
      shippingAddressText: destination.shippingAddressText,
      fulfilment: choice.fulfilment,
      chosenShipping: carrier?.chosen ?? null,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      shippingCents: totals.shippingCents ?? 0,
      totalCents: totals.totalCents,
      expiresAt,
      transferDays:
        totals.totalCents > config.speiShortWait.aboveCents
          ? config.speiShortWait.days
          : DELAYED_PAYMENT_DAYS,
      lines,
    });
    if (coupon) {
      // What the code took off: from the goods, or the shipping it made free.
      const shippingSaved =
        couponOutcome?.applies && couponOutcome.freeShipping
          ? (orderTotals(priced, shippingRule).shippingCents ?? 0)
          : 0;
      await reserveCouponUse(tx, {
        couponId: coupon.row.id,
        userId: user.id,
        paymentSessionId: recorded.id,
        discountCents: lines.reduce((sum, line) => sum + line.couponCents, 0) + shippingSaved,
      });
    }
    return recorded;
  });
  countCheckoutStarted();

  let hosted: HostedCheckout;
  try {
    const customerId = await paymentCustomerOf({ db, provider, log }, user);
    hosted = await provider.createHostedCheckout(
      hostedCheckoutRequest(config, {
        reference: session.reference,
        customerEmail: user.email,
        customerId,
        lines,
        shipping: {
          name: carrier
            ? carrierShippingName(carrier, totals.shippingCents ?? 0)
            : destination.shippingName(totals.shippingCents ?? 0),
          amountCents: totals.shippingCents ?? 0,
        },
        totalCents: totals.totalCents,
        expiresAt,
        waitingOrder,
      }),
    );
  } catch (error) {
    // The provider did not open the checkout, so nobody can pay it: its units go back at once.
    await releasePaymentSession(db, session.id, 'failed', 'payment provider');
    throw new CheckoutUnavailableError(error);
  }
  await linkProviderSession(db, session.id, hosted.id);
  return { sessionId: hosted.id, url: hosted.url };
}

/** What the shopper sees at the provider: each line at the price they pay, and the shipping. */
function hostedCheckoutRequest(
  config: Config,
  {
    reference,
    customerEmail,
    customerId,
    lines,
    shipping,
    totalCents,
    expiresAt,
    waitingOrder,
  }: {
    reference: string;
    customerEmail: string;
    customerId: string | null;
    lines: CheckoutLine[];
    /** The shipping line: a delivery and how long it takes, or 'Recoger en tienda', free. */
    shipping: HostedCheckoutRequest['shipping'];
    totalCents: number;
    expiresAt: Date;
    /** The shopper's order already waiting for its money, if any. */
    waitingOrder: number | undefined;
  },
): HostedCheckoutRequest {
  return {
    reference,
    customerEmail,
    customerId,
    // A line whose units a promotion discounts differently ('Segundo par al 50 %': one full, one half) is
    // sent as one item per price, so the provider charges each unit what it costs and the sum is exactly
    // the order's total, with no centavo spread over units.
    lines: lines.flatMap(({ variant, promotion }) =>
      promotion.units.map((units) => ({
        name: `${variant.productName} (${variant.colorName}, ${variant.sizeName})${
          units.discountCents > 0 && promotion.promotionName ? ` · ${promotion.promotionName}` : ''
        }`,
        imageUrl: variant.image ? `${config.publicUrl}/api/product/image/${variant.image}` : null,
        quantity: units.quantity,
        unitAmountCents: variant.priceCents - variant.unitDiscountCents - units.discountCents,
      })),
    ),
    shipping,
    successUrl: `${config.publicUrl}/Success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${config.publicUrl}/cancel`,
    expiresAt,
    // The shop's plans this total reaches (none below the shortest plan's minimum).
    installmentMonths: installmentPlans(totalCents, config.installmentMonths).map((plan) => plan.months),
    oxxoDays: DELAYED_PAYMENT_DAYS,
    // While one order waits for its money, another can only be paid at once; OXXO only up to the
    // amount one voucher can carry.
    delayedMethods:
      waitingOrder === undefined ? [...(oxxoTakes(totalCents) ? (['oxxo'] as const) : []), 'spei'] : [],
    notice: waitingOrder === undefined ? null : cardOnlyNotice(config.publicUrl, waitingOrder),
  };
}

/** The payment provider failed; the shopper is told to try again, the cause goes to the log. */
export class CheckoutUnavailableError extends HttpError {
  constructor(readonly reason: unknown) {
    super(502, CHECKOUT_FAILED);
  }
}
