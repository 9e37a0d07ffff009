/**
 * The shop's name and each fixed page's title and description. The server writes them into the page's
 * <head> (so a shared link previews well) and the browser sets the same title when it navigates.
 */
export const SHOP_NAME = 'Norteño Western';
export const SHOP_TAGLINE = 'Botas, sombreros y ropa vaquera en Chihuahua';

export type PageMeta = { title: string; description: string };

export const HOME_META: PageMeta = {
  title: `${SHOP_NAME} · ${SHOP_TAGLINE}`,
  description:
    'Botas vaqueras, sombreros, camisas, cintos y ropa de trabajo 100 % originales y nuevos, traídos de Estados Unidos. Tienda física en Chihuahua y envíos a todo México.',
};

/** The information pages of the spec, by route. */
export const INFO_PAGES = {
  '/about_us': {
    title: 'Acerca de nosotros',
    description:
      'Quiénes somos: una tienda de Chihuahua que trae ropa y botas vaqueras originales de Estados Unidos.',
  },
  '/ClienteFrecuente': {
    title: 'Cliente frecuente',
    description:
      'Beneficios para quienes nos compran seguido: ofertas, preventas y el segundo artículo a mitad de precio.',
  },
  '/Contact': {
    title: 'Contacto',
    description: 'Escríbenos por WhatsApp o correo, o visítanos en nuestra tienda de Chihuahua.',
  },
  '/Devoluciones': {
    title: 'Devoluciones y reembolsos',
    description: 'Devoluciones dentro de 15 días naturales y reembolso o cambio en 10 días hábiles.',
  },
  '/Terminos': {
    title: 'Términos y condiciones',
    description:
      'Precios en pesos con IVA, envíos de 3 a 7 días hábiles, devoluciones, garantía y formas de pago.',
  },
  '/Locacion': {
    title: 'Nuestra tienda en Chihuahua',
    description: 'Dirección, horario y mapa de nuestra tienda física en Chihuahua.',
  },
  '/MarcasFrecuentes': {
    title: 'Marcas que manejamos',
    description: 'Ariat, Justin, Lucchese, Tony Lama, Stetson, Resistol, Wrangler y más marcas originales.',
  },
  '/ModeloVenta': {
    title: 'Cómo vendemos',
    description:
      'Productos originales y nuevos importados de Estados Unidos, con el segundo artículo a mitad de precio.',
  },
  '/OpinionesClientes': {
    title: 'Opiniones de clientes',
    description: 'Lo que dicen quienes ya compraron sus botas y sombreros con nosotros.',
  },
} as const satisfies Record<string, PageMeta>;

export type InfoPagePath = keyof typeof INFO_PAGES;

export const NOT_FOUND_META: PageMeta = {
  title: 'Página no encontrada',
  description: 'UPs... Parece que esa página no existe.',
};

/** "Botas · Norteño Western"; the home page keeps its own full title. */
export const pageTitle = (title: string): string => `${title} · ${SHOP_NAME}`;

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
