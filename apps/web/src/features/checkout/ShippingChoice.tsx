import { PICKUP_OPTION, STANDARD_DELIVERY_OPTION } from '@store/contract';
import { formatCentavos } from '../../lib/format';
import { usePickupStore } from './api/get-pickup-store';

/** The checkout's ways to receive an order, as `shipping_option` names them. */
export type ShippingOption = typeof STANDARD_DELIVERY_OPTION | typeof PICKUP_OPTION;

/**
 * 'Entrega': today's delivery to an address, or 'Recoger en tienda', free, with the store's address,
 * hours, map and when the order would be ready. Radio cards, so arrow keys move between them.
 */
export function ShippingChoice({
  value,
  onChange,
  deliveryCents,
}: {
  value: ShippingOption;
  onChange: (option: ShippingOption) => void;
  /** What delivery costs this cart; null while the shop's rate is not known. */
  deliveryCents: number | null;
}) {
  const store = usePickupStore();
  return (
    <section className="payment-card" aria-labelledby="payment-shipping-title">
      <h2 id="payment-shipping-title">Entrega</h2>
      <fieldset className="shipping-options">
        <legend className="visually-hidden">¿Cómo quieres recibir tu pedido?</legend>
        <label className="shipping-option">
          <input
            type="radio"
            name="shipping-option"
            value={STANDARD_DELIVERY_OPTION}
            checked={value === STANDARD_DELIVERY_OPTION}
            onChange={() => onChange(STANDARD_DELIVERY_OPTION)}
          />
          <span className="shipping-option-text">
            <strong>Envío a domicilio</strong>
            <span>Por paquetería a la dirección que elijas.</span>
          </span>
          <span className="shipping-option-price">
            {deliveryCents === null ? '' : deliveryCents === 0 ? 'Gratis' : formatCentavos(deliveryCents)}
          </span>
        </label>
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
