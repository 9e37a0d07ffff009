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

export const NOT_FOUND_META: PageMeta = {
  title: 'Página no encontrada',
  description: 'UPs... Parece que esa página no existe.',
};

/** "Botas · Norteño Western"; the home page keeps its own full title. */
export const pageTitle = (title: string): string => `${title} · ${SHOP_NAME}`;
