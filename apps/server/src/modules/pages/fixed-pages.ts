import {
  HOME_META,
  INFO_PAGES,
  NOT_FOUND_META,
  pageTitle,
  type InfoPagePath,
  type PageMeta,
} from '@store/contract';
import type { PageHead, Site } from './page-head';
import { storeStructuredData } from './store-structured-data';

/** Pages that show the store's address, and so carry it as structured data too. */
const PAGES_WITH_ADDRESS = new Set<InfoPagePath>(['/Locacion', '/Contact']);

/**
 * A shopper's own pages: worth a clear title in the browser tab, but nothing a search engine should keep.
 * Keys are lower case because the browser's router matches paths without regard to case.
 */
const PRIVATE_PAGE_TITLES: Record<string, string> = {
  '/auth': 'Iniciar sesión',
  '/auth/login': 'Iniciar sesión',
  '/profile': 'Mi perfil',
  '/payment': 'Pago',
  '/cancel': 'Pago cancelado',
  '/success': '¡Gracias por tu compra!',
  // A reminder e-mail's 'Volver a mi carrito', and the 'Darme de baja' of every e-mail sent under the offers
  // consent (reminders and review invitations: decision 066).
  '/carrito': 'Tu carrito',
  '/correos/baja': 'Darme de baja',
};
const ORDER_DETAIL_TITLE = 'Detalles de compra';
/** The page a back-in-stock e-mail's "Cancelar aviso" link opens (it carries the alert's token). */
const CANCEL_STOCK_ALERT_TITLE = 'Cancelar aviso';
/** A buyer's review form (from the order page or the e-mail). */
const WRITE_REVIEW_TITLE = 'Escribir reseña';

/**
 * The favourites live in each browser, so a crawler sees an empty list; the page is still a public page
 * of the shop (anyone may open it), and is not hidden from search engines.
 */
const FAVORITES_META: PageMeta = {
  title: 'Mis favoritos',
  description:
    'Guarda las botas, sombreros y ropa vaquera que te gustan de Norteño Western y encuéntralos aquí cuando regreses.',
};

const INFO_PAGES_BY_LOWER_PATH = new Map(
  (Object.keys(INFO_PAGES) as InfoPagePath[]).map((path) => [path.toLowerCase(), path]),
);

/** The head of an information page, a private page or an order's detail; undefined for any other path. */
export function fixedPageHead(site: Site, path: string): PageHead | undefined {
  const lowerPath = path.toLowerCase();
  const infoPath = INFO_PAGES_BY_LOWER_PATH.get(lowerPath);
  if (infoPath) {
    const meta = INFO_PAGES[infoPath];
    return {
      ...indexablePage(meta, `${site.publicUrl}${infoPath}`),
      ...(PAGES_WITH_ADDRESS.has(infoPath) ? { structuredData: storeStructuredData(site) } : {}),
    };
  }
  if (lowerPath === '/favorites') {
    return { ...indexablePage(FAVORITES_META, `${site.publicUrl}/favorites`), pageModule: 'favorites' };
  }
  const privateTitle =
    PRIVATE_PAGE_TITLES[lowerPath] ??
    (/^\/buydetails\/[^/]+$/.test(lowerPath) ? ORDER_DETAIL_TITLE : undefined) ??
    (/^\/avisos\/cancelar\/[^/]+$/.test(lowerPath) ? CANCEL_STOCK_ALERT_TITLE : undefined) ??
    (/^\/resenas\/escribir\/[^/]+\/[^/]+$/.test(lowerPath) ? WRITE_REVIEW_TITLE : undefined);
  if (privateTitle) return privatePage(privateTitle);
  return undefined;
}

export const adminPageHead = (): PageHead => privatePage('Administración');

export const notFoundHead = (): PageHead => ({
  ...privatePage(NOT_FOUND_META.title, NOT_FOUND_META.description),
  statusCode: 404,
});

const indexablePage = (meta: PageMeta, canonicalUrl: string): PageHead => ({
  statusCode: 200,
  title: pageTitle(meta.title),
  description: meta.description,
  socialTitle: meta.title,
  kind: 'website',
  canonicalUrl,
  noindex: false,
});

const privatePage = (title: string, description: string = HOME_META.description): PageHead => ({
  statusCode: 200,
  title: pageTitle(title),
  description,
  socialTitle: title,
  kind: 'website',
  noindex: true,
});
