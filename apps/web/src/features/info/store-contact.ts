import { STORE_ADDRESS } from '@store/contract';

/** "31000 Chihuahua, Chihuahua": the second line of the postal address. */
export const STORE_CITY_LINE = `${STORE_ADDRESS.postalCode} ${STORE_ADDRESS.city}, ${STORE_ADDRESS.state}`;

export const STORE_PHONE_HREF = `tel:${STORE_ADDRESS.phone.replace(/\s+/g, '')}`;

export const MAP_EMBED_URL = `https://maps.google.com/maps?q=${encodeURIComponent(STORE_ADDRESS.mapQuery)}&z=18&output=embed`;

export const DIRECTIONS_URL = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(STORE_ADDRESS.mapQuery)}`;

export const whatsappHref = (text: string): string =>
  `https://wa.me/${STORE_ADDRESS.whatsapp}?text=${encodeURIComponent(text)}`;

export const mailtoHref = (subject: string): string =>
  `mailto:${STORE_ADDRESS.email}?subject=${encodeURIComponent(subject)}`;

/** The shop's own search result route, as the search box reaches it. */
export const productSearchPath = (name: string): string => `/products/all/1?name=${encodeURIComponent(name)}`;
