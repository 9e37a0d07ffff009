import type { Location } from '@store/contract';
import { cityLine, mapQuery, recipientLine, streetLine } from '../../lib/account/address-text';
import { mapEmbedUrl } from '../../lib/store-links';

/** The map of the chosen address at checkout shows the streets around it. */
const CHECKOUT_MAP_ZOOM = 14;

/**
 * The saved addresses as radio cards (arrow keys move between them, as in any radio group) and a map
 * of the chosen one.
 */
export function ShippingAddresses({
  locations,
  selected,
  onSelect,
}: {
  locations: readonly Location[];
  selected: Location;
  onSelect: (location: Location) => void;
}) {
  return (
    <>
      <fieldset className="payment-addresses">
        <legend className="visually-hidden">Elige la dirección de envío</legend>
        {locations.map((location, index) => (
          <label key={location.shipping_address_id} className="payment-address">
            <input
              type="radio"
              name="shipping-address"
              value={location.shipping_address_id}
              checked={location.shipping_address_id === selected.shipping_address_id}
              onChange={() => onSelect(location)}
            />
            <span className="payment-address-text">
              <strong>Ubicación #{index + 1}</strong>
              <span>{streetLine(location)}</span>
              <span>{cityLine(location)}</span>
              <span className="payment-address-reference">{location.reference}</span>
              {recipientLine(location) ? <span>{recipientLine(location)}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="payment-map">
        <iframe
          className="payment-map-frame"
          src={mapEmbedUrl(mapQuery(selected), CHECKOUT_MAP_ZOOM)}
          title={`Mapa de la dirección de envío: ${streetLine(selected)}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </div>
    </>
  );
}
