import {
  PICKUP_OPTION,
  STANDARD_DELIVERY_OPTION,
  type Location,
  type ShippingOptionsResponse,
} from '@store/contract';
import { toCentavos } from '@store/money';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { AddressDialog } from '../../lib/account/AddressDialog';
import { useLocations } from '../../lib/account/api/locations';
import { EditProfileDialog } from '../../lib/account/EditProfileDialog';
import { formatPhone } from '../../lib/account/phone';
import { useWhatsAppOptIn } from '../../lib/account/WhatsAppOptIn';
import { ApiError, reasonOr } from '../../lib/api';
import { useCart } from '../../lib/cart/cart-store';
import { cartTotals } from '../../lib/cart/cart-money';
import { refreshCart } from '../../lib/cart/refresh-cart';
import { useActivePromotions } from '../../lib/cart/promotions';
import { useAppliedCoupon } from '../../lib/cart/applied-coupon';
import { useShippingRule } from '../../lib/cart/shipping-rule';
import { DURATIONS } from '../../lib/messages';
import { CHECKOUT_MESSAGES } from '../../lib/checkout-messages';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session/session';
import { quoteUnavailable, useShippingOptions } from '../../lib/shipping/shipping-options';
import { useQueryClient } from '../../lib/query';
import { shippingKeys } from '../../lib/shipping/keys';
import { whatsappHref } from '../../lib/store-links';
import { notifyError, notifyInfo, notifyWarning } from '../../lib/toast';
import { useCreateCheckoutSession } from './api/create-checkout-session';
import { checkoutStep } from './checkout-rules';
import { OrderSummaryCard } from './OrderSummaryCard';
import { ShippingAddresses } from './ShippingAddresses';
import { ShippingChoice, type ShippingOption } from './ShippingChoice';
import './checkout.css';

type OpenDialog = 'phone' | 'address' | null;

const BULK_ORDER_MESSAGE = 'Hola, quiero comprar más piezas de las que permite un pedido en línea.';

/** The server's refusal of a cart over the shop's limit on units per order (its field: the products). */
const isTooManyUnits = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status === 422 &&
  (error.cause as { field?: unknown } | undefined)?.field === 'products';

const refreshCartLogged = (signal?: AbortSignal) =>
  refreshCart(signal).catch((error: unknown) => {
    if (!signal?.aborted) console.error('No se pudo actualizar el carrito', error);
  });

/**
 * The option in force: the one picked while it is still offered (a re-quote after a price change gives
 * the same carrier's service a new id, which it follows), else the cheapest quoted, else the shop's flat
 * rate when the carriers could not be asked; null while the options load or when there are none.
 */
function effectiveOption(
  picked: ShippingOption | null,
  quoted: ShippingOptionsResponse | undefined,
  failed: boolean,
): ShippingOption | null {
  if (picked === PICKUP_OPTION) return picked;
  if (failed) return STANDARD_DELIVERY_OPTION;
  if (!quoted) return null;
  const service = (id: string) => id.replace(/-\d+$/, '');
  const same =
    picked === null ? undefined : quoted.options.find((each) => service(each.id) === service(picked));
  return (same ?? quoted.options.find((each) => each.cheapest) ?? quoted.options[0])?.id ?? null;
}

/**
 * Checkout preparation: who receives, how (delivered, or picked up at the store) and where, what it
 * costs, then 'Continuar' to the payment provider's hosted checkout. The cart stays as it is until the
 * payment succeeds.
 */
export function PaymentPage() {
  usePageTitle('Pago');
  const { user } = useSession();
  const { lines } = useCart();
  const locations = useLocations();
  const shipping = useShippingRule();
  const promotions = useActivePromotions();
  const [chosen, setChosen] = useState<Location | null>(null);
  // The option the shopper picked; until they pick one, the cheapest quoted for the address.
  const [picked, setPicked] = useState<ShippingOption | null>(null);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const checkout = useCreateCheckoutSession();
  // Order news on WhatsApp, off until ticked: saved before the payment starts, so that its first news
  // (the voucher, the order received) already go.
  const whatsapp = useWhatsAppOptIn('pago');
  // The shop's limit on units per order: said beside the button, with the way to ask for more, until
  // the next try.
  const [tooMany, setTooMany] = useState<string | null>(null);
  // The checkout's refusal of the code applied (used up meanwhile, say), shown under its field until the
  // code changes.
  const applied = useAppliedCoupon();
  const [couponRefused, setCouponRefused] = useState<{ code: string; message: string } | null>(null);
  // Busy from the click itself, so that a second click cannot send a second payment, and after a success
  // until the browser has left for the hosted checkout.
  // From the click, while the WhatsApp choice is saved before the payment starts.
  const [starting, setStarting] = useState(false);
  const sending = starting || checkout.isPending || checkout.isSuccess || whatsapp.saving;

  const addresses = locations.data ?? [];
  // The first address is chosen until the shopper picks another; a chosen one that was deleted is forgotten.
  const selected =
    addresses.find((location) => location.shipping_address_id === chosen?.shipping_address_id) ??
    addresses[0] ??
    null;
  const quote = useShippingOptions(selected?.postal_code ?? null, lines);
  const option = effectiveOption(picked, quote.data, quote.isError && quoteUnavailable(quote.error));
  const pickup = option === PICKUP_OPTION;
  const carrierOption = quote.data?.options.find((each) => each.id === option) ?? null;

  // Checkout starts from today's stock and prices, as the cart panel does when it opens.
  useEffect(() => {
    const controller = new AbortController();
    void refreshCartLogged(controller.signal);
    return () => controller.abort();
  }, []);

  if (!user) return null;

  if (lines.length === 0) {
    return (
      <section className="checkout-result">
        <h1>Pago</h1>
        <p>Tu carrito está vacío.</p>
        <Link className="button button-primary" to="/products/1">
          Seguir comprando
        </Link>
      </section>
    );
  }

  // A pick-up at the store goes to no address: only the phone is needed; a delivery, an option too.
  const blocked = (!pickup && (!selected || option === null)) || !user.phone_number;
  const deliveryCents = shipping.data
    ? cartTotals(lines, shipping.data, promotions.data).shippingCents
    : null;

  const pay = () => {
    if (sending) return;
    if (option === null) return;
    const step = checkoutStep(lines, user, selected?.shipping_address_id ?? null, option);
    switch (step.kind) {
      case 'sold-out':
        notifyWarning(CHECKOUT_MESSAGES.cartSoldOut, DURATIONS.cartSoldOut);
        return;
      case 'no-phone':
        notifyInfo(CHECKOUT_MESSAGES.checkoutPhoneMissing, DURATIONS.checkoutInfo);
        setDialog('phone');
        return;
      case 'no-address':
        notifyWarning(CHECKOUT_MESSAGES.checkoutAddressMissing, DURATIONS.checkout);
        return;
      case 'no-user':
        notifyError(CHECKOUT_MESSAGES.checkoutUserMissing, DURATIONS.checkout);
        return;
      case 'ready':
        setTooMany(null);
        setCouponRefused(null);
        setStarting(true);
        void whatsapp
          .confirm()
          .then((go) =>
            go
              ? checkout.mutateAsync(applied ? { ...step.body, coupon_code: applied.code } : step.body)
              : null,
          )
          .then((created) => created && window.location.assign(created.url))
          .finally(() => setStarting(false))
          .catch((error: unknown) => {
            if (isTooManyUnits(error)) {
              setTooMany(error.message);
              return;
            }
            if (error instanceof ApiError && error.field === 'coupon_code' && applied) {
              setCouponRefused({ code: applied.code, message: error.message });
              return;
            }
            // A 409 means the stock or the shipping price changed: the cart shows the new stock and the
            // options their new prices, so the shopper can look again before paying.
            if (error instanceof ApiError && error.status === 409) {
              void refreshCartLogged();
              void queryClient.invalidateQueries({ queryKey: shippingKeys.allShippingOptions() });
            }
            notifyError(reasonOr(error, CHECKOUT_MESSAGES.checkoutFailed), DURATIONS.checkout);
          });
    }
  };

  return (
    <section className="payment" aria-labelledby="payment-title">
      <h1 id="payment-title">Pago</h1>
      <div className="payment-layout">
        <div className="payment-details">
          <section className="payment-card" aria-labelledby="payment-contact-title">
            <h2 id="payment-contact-title">Contacto</h2>
            <dl className="payment-contact">
              <dt>Nombre</dt>
              <dd>{user.name}</dd>
              <dt>Teléfono</dt>
              <dd>{formatPhone(user.phone_number)}</dd>
            </dl>
            <button type="button" className="button button-secondary" onClick={() => setDialog('phone')}>
              {user.phone_number ? 'Editar teléfono' : 'Agregar teléfono'}
            </button>
          </section>

          {/* Shown for a pick-up too: the carriers' options below are quoted for the address chosen here. */}
          <section className="payment-card" aria-labelledby="payment-address-title">
            <h2 id="payment-address-title">Dirección de envío</h2>
            {locations.isPending ? (
              <p className="page-loading" role="status">
                Cargando direcciones...
              </p>
            ) : selected ? (
              <ShippingAddresses locations={addresses} selected={selected} onSelect={setChosen} />
            ) : (
              <p className="payment-empty">No hay direcciones guardadas</p>
            )}
            <button type="button" className="button button-secondary" onClick={() => setDialog('address')}>
              Agregar una dirección
            </button>
          </section>

          <ShippingChoice
            value={option}
            onChange={setPicked}
            postalCode={selected?.postal_code ?? null}
            quote={quote}
            flatCents={deliveryCents}
          />
        </div>

        <div className="payment-aside">
          <OrderSummaryCard
            lines={lines}
            rule={shipping.data}
            ruleFailed={shipping.isError}
            promotions={promotions.data}
            couponError={couponRefused && couponRefused.code === applied?.code ? couponRefused.message : null}
            pickup={pickup}
            carrier={
              carrierOption ? { name: carrierOption.carrier, cents: toCentavos(carrierOption.price) } : null
            }
          />
          {whatsapp.element}
          <p className="payment-warning" role="note">
            Verifica tus datos: después de la compra no podrás cambiarlos.
          </p>
          <button
            type="button"
            className="button button-primary payment-continue"
            disabled={blocked || sending}
            aria-busy={sending}
            aria-describedby={blocked && (pickup || !locations.isPending) ? 'payment-blocked' : undefined}
            onClick={pay}
          >
            {sending ? 'Procesando...' : 'Continuar'}
          </button>
          {tooMany ? (
            <div className="payment-refusal" role="alert">
              <p>{tooMany}</p>
              <a href={whatsappHref(BULK_ORDER_MESSAGE)} target="_blank" rel="noopener noreferrer">
                Escribir por WhatsApp<span className="visually-hidden"> (abre una pestaña nueva)</span>
              </a>
            </div>
          ) : null}
          {blocked && (pickup || !locations.isPending) ? (
            <p id="payment-blocked" className="payment-note">
              {user.phone_number
                ? 'Agrega una dirección de envío para continuar.'
                : selected || pickup
                  ? 'Agrega tu teléfono para continuar.'
                  : 'Agrega tu teléfono y una dirección de envío para continuar.'}
            </p>
          ) : null}
        </div>
      </div>

      {dialog === 'phone' ? <EditProfileDialog user={user} onClose={() => setDialog(null)} /> : null}
      {dialog === 'address' ? <AddressDialog onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
