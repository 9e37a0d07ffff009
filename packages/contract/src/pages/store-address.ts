// A file of its own: every page's first chunk names the shop (meta.ts), and only the footer's store card,
// loaded after the first screen, and the information pages need its address.

/** The store's address, shown on /Locacion and /Contact and written into structured data. */
export const STORE_ADDRESS = {
  street: 'Av. Independencia 1001, Zona Centro',
  city: 'Chihuahua',
  state: 'Chihuahua',
  postalCode: '31000',
  country: 'MX',
  /** What the map is asked to find. */
  mapQuery: 'Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chih.',
  phone: '+52 614 123 4567',
  whatsapp: '526141234567',
  email: 'ventas@nortenowestern.mx',
  hours: 'Lunes a sábado de 10:00 a 20:00, domingo de 11:00 a 16:00',
} as const;

/**
 * When the store hands over the orders bought online to pick up ('Recoger en tienda'): Monday to Saturday,
 * by the shop's clock; closed on Sundays and on Mexico's federal rest days. The pick-up's ready time
 * (`pickupReadyText` on the server) counts from these.
 */
export const PICKUP_HOURS = {
  /** Days of the week the counter opens, 0 Sunday … 6 Saturday. */
  weekdays: [1, 2, 3, 4, 5, 6],
  /** Whole hours, 24-hour clock. */
  opensAt: 10,
  closesAt: 20,
  text: 'Lunes a sábado de 10:00 a 20:00; cerrado domingos y días festivos',
} as const;

/** The store on a map, for a shopper on their way to pick up an order. */
export const STORE_MAP_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(STORE_ADDRESS.mapQuery)}`;

/**
 * Who pays a return's shipping back, as the returns page ('/Devoluciones') says it and the e-mail that
 * approves a return repeats it: one text, so the promise cannot drift between them.
 */
export const RETURN_SHIPPING = {
  shopPays:
    'Si el artículo llegó con un defecto o no es el que pediste, nosotros cubrimos el envío de regreso y el envío del cambio.',
  shopperPays:
    'Si lo devuelves porque no te quedó o cambiaste de opinión, el envío de regreso corre por tu cuenta.',
} as const;
