import {
  PICKUP_OPTION,
  STANDARD_DELIVERY_OPTION,
  type ShippingOption as CarrierOption,
  type ShippingOptionsResponse,
} from '@store/contract';
import { toCentavos } from '@store/money';
import { quoteUnavailable } from '../../lib/shipping/shipping-options';
import { formatCentavos } from '../../lib/format';
import type { QueryResult } from '../../lib/query';
import { usePickupStore } from './api/get-pickup-store';

/**
 * The checkout's `shipping_option`: a carrier's option id (with the price shown), today's flat rate
 * (`standard`, when the carriers could not be asked) or a pick-up at the store.
 */
export type ShippingOption = string;

const priceText = (cents: number) => (cents === 0 ? 'Gratis' : formatCentavos(cents));

/** One radio card: a carrier's option with its dates, its marks and its price. */
function CarrierCard({
  option,
  checked,
  onChange,
}: {
  option: CarrierOption;
  checked: boolean;
  onChange: (id: string) => void;
}) {
  return (
    <label className="shipping-option">
      <input
        type="radio"
        name="shipping-option"
        value={option.id}
        checked={checked}
        onChange={() => onChange(option.id)}
      />
      <span className="shipping-option-text">
        <strong>
          {option.carrier} <span className="shipping-option-service">{option.service}</span>
        </strong>
        <span>{option.arrives_text}</span>
        {option.cheapest || option.fastest ? (
          <span className="shipping-option-marks">
            {option.cheapest ? <span className="shipping-option-mark">Más económico</span> : null}
            {option.fastest ? <span className="shipping-option-mark">Más rápido</span> : null}
          </span>
        ) : null}
      </span>
      <span className="shipping-option-price">{priceText(toCentavos(option.price))}</span>
    </label>
  );
}

interface ShippingChoiceProps {
  /** The option chosen; null while none can be (the options are still being quoted). */
  value: ShippingOption | null;
  onChange: (option: ShippingOption) => void;
  /** The chosen address's postal code; null without an address. */
  postalCode: string | null;
  /** The carriers' options for that postal code and the cart. */
  quote: QueryResult<ShippingOptionsResponse>;
  /** The shop's flat rate for this cart, offered when the carriers cannot be asked; null while unknown. */
  flatCents: number | null;
}

/**
 * The carriers' part of the group for the chosen address: its options, or why there are none. A postal
 * code no carrier reaches (422) is said as the server says it; any other failure offers the shop's flat
 * rate instead, since a sale never stops because a carrier is down (decision 038).
 */
function CarrierOptions({ value, onChange, postalCode, quote, flatCents }: ShippingChoiceProps) {
  if (postalCode === null) {
    return (
      <p className="shipping-option-note">Elige o agrega una dirección para ver las opciones de envío.</p>
    );
  }
  if (quote.isError) {
    if (!quoteUnavailable(quote.error)) {
      return (
        <p className="payment-refusal" role="alert">
          {(quote.error as Error).message} También puedes recoger en tienda.
        </p>
      );
    }
    return (
      <>
        <label className="shipping-option">
          <input
            type="radio"
            name="shipping-option"
            value={STANDARD_DELIVERY_OPTION}
            checked={value === STANDARD_DELIVERY_OPTION}
            onChange={() => onChange(STANDARD_DELIVERY_OPTION)}
          />
          <span className="shipping-option-text">
            <strong>Envío estándar</strong>
            <span className="shipping-option-note">
              No pudimos cotizar con las paqueterías: te cobramos la tarifa de envío de la tienda.
            </span>
          </span>
          <span className="shipping-option-price">{flatCents === null ? '' : priceText(flatCents)}</span>
        </label>
        <button type="button" className="button button-secondary" onClick={() => void quote.refetch()}>
          Volver a cotizar
        </button>
      </>
    );
  }
  if (!quote.data) {
    return (
      <p className="shipping-option-note" role="status">
        Cotizando envíos a C.P. {postalCode}…
      </p>
    );
  }
  if (quote.data.options.length === 0) {
    return (
      <p className="payment-refusal" role="alert">
        Ninguna paquetería entrega en el código postal {postalCode}. Elige otra dirección o recoge en tienda.
      </p>
    );
  }
  return (
    <>
      {quote.data.note ? (
        <p className="shipping-option-note" role="note">
          {quote.data.note}
        </p>
      ) : null}
      {quote.data.options.map((option) => (
        <CarrierCard key={option.id} option={option} checked={value === option.id} onChange={onChange} />
      ))}
    </>
  );
}

/**
 * 'Entrega': one radio group (arrow keys move between its cards) with the carriers' options for the
 * chosen address, each with its price and when it arrives, the cheapest and the fastest marked, and
 * 'Recoger en tienda', free, with the store's address, hours, map and when the order would be ready.
 */
export function ShippingChoice(props: ShippingChoiceProps) {
  const { value, onChange } = props;
  const store = usePickupStore();
  return (
    <section className="payment-card" aria-labelledby="payment-shipping-title">
      <h2 id="payment-shipping-title">Entrega</h2>
      <fieldset className="shipping-options">
        <legend className="visually-hidden">¿Cómo quieres recibir tu pedido?</legend>
        <CarrierOptions {...props} />
        <label className="shipping-option">
          <input
            type="radio"
            name="shipping-option"
            value={PICKUP_OPTION}
            checked={value === PICKUP_OPTION}
            onChange={() => onChange(PICKUP_OPTION)}
          />
          <span className="shipping-option-text">
            <strong>Recoger en tienda</strong>
            {store.data ? (
              <>
                <span>
                  {store.data.name}, {store.data.address}
                </span>
                <span className="shipping-option-note">{store.data.hours}</span>
                <span className="shipping-option-ready">{store.data.ready}</span>
              </>
            ) : (
              <span className="shipping-option-note">
                {store.isError ? 'No pudimos cargar los datos de la tienda.' : 'Cargando datos de la tienda…'}
              </span>
            )}
          </span>
          <span className="shipping-option-price">Gratis</span>
        </label>
        {store.data ? (
          <a
            className="shipping-option-map"
            href={store.data.map_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Ver la tienda en el mapa<span className="visually-hidden"> (abre una pestaña nueva)</span>
          </a>
        ) : store.isError ? (
          <button type="button" className="button button-secondary" onClick={() => void store.refetch()}>
            Reintentar
          </button>
        ) : null}
      </fieldset>
    </section>
  );
}
