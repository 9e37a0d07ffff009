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
