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
