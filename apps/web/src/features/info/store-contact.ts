import { STORE_ADDRESS } from '@store/contract';
import { mapEmbedUrl } from '../../lib/store-links';

/** "31000 Chihuahua, Chihuahua": the second line of the postal address. */
export const STORE_CITY_LINE = `${STORE_ADDRESS.postalCode} ${STORE_ADDRESS.city}, ${STORE_ADDRESS.state}`;

export const STORE_PHONE_HREF = `tel:${STORE_ADDRESS.phone.replace(/\s+/g, '')}`;

export const MAP_EMBED_URL = mapEmbedUrl(STORE_ADDRESS.mapQuery, 18);

export const DIRECTIONS_URL = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(STORE_ADDRESS.mapQuery)}`;

export const mailtoHref = (subject: string): string =>
  `mailto:${STORE_ADDRESS.email}?subject=${encodeURIComponent(subject)}`;

/** The shop's own search result route, as the search box reaches it. */
export const productSearchPath = (name: string): string => `/products/all/1?name=${encodeURIComponent(name)}`;
