import type { PageMeta } from './meta';

// Apart from meta.ts so that the pages every visit loads do not carry these texts.
/** The shop's information pages (footer links), by route. */
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
      'Precios en pesos con IVA, envíos de 1 a 6 días hábiles, devoluciones, garantía y formas de pago.',
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
  '/aviso-de-privacidad': {
    title: 'Aviso de privacidad',
    description:
      'Qué datos tuyos usamos, para qué, con quién los compartimos y cómo ejercer tus derechos ARCO.',
  },
} as const satisfies Record<string, PageMeta>;

export type InfoPagePath = keyof typeof INFO_PAGES;
