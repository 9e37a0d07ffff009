import { STORE_ADDRESS } from '@store/contract';

/** A chat with the store on WhatsApp, its first message already written. */
export const whatsappHref = (text: string): string =>
  `https://wa.me/${STORE_ADDRESS.whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/** A Google Maps embed of whatever `query` names, at `zoom` (14 at checkout, 18 for the store). */
export const mapEmbedUrl = (query: string, zoom: number): string =>
  `https://maps.google.com/maps?q=${encodeURIComponent(query)}&z=${zoom}&output=embed`;

/** "31000 Chihuahua, Chihuahua": the second line of the postal address. */
export const STORE_CITY_LINE = `${STORE_ADDRESS.postalCode} ${STORE_ADDRESS.city}, ${STORE_ADDRESS.state}`;

export const STORE_PHONE_HREF = `tel:${STORE_ADDRESS.phone.replace(/\s+/g, '')}`;
