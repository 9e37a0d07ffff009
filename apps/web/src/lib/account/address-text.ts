import type { Location } from '@store/contract';

/** "Av. Independencia 1001 int. 4, Zona Centro": the first line of a saved address. */
export const streetLine = (location: Location): string =>
  `${location.street} ${location.exterior_number}${
    location.interior_number ? ` int. ${location.interior_number}` : ''
  }, ${location.neighborhood_name}`;

/** "31000 Chihuahua, Chihuahua": the second line. */
export const cityLine = (location: Location): string =>
  `${location.postal_code} ${location.municipality_name}, ${location.state_name}`;

/** What a map is asked to find; the interior number and the directions only confuse its search. */
export const mapQuery = (location: Location): string =>
  `${location.street} ${location.exterior_number}, ${location.neighborhood_name}, ${cityLine(location)}, México`;

/** "Recibe: Beto Díaz, 614 999 8877", or nothing for an address saved before it was asked (the account's holder receives). */
export const recipientLine = (location: Location): string | null =>
  location.recipient_name
    ? `Recibe: ${location.recipient_name}${
        location.recipient_phone
          ? `, ${location.recipient_phone.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3')}`
          : ''
      }`
    : null;
