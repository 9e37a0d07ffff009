import type { IMAGE_WIDTHS, PageData } from '@store/contract';
import type { Database } from '../../db/client';
import type { CatalogAnswers } from '../catalog';
import type { PageModule } from './page-assets';

/** What the head of a page needs from the app: the catalogue, and the address the shop is reached at. */
export type Site = {
  db: Database;
  /** `config.publicUrl`, without a trailing slash; every URL a crawler keeps is absolute. */
  publicUrl: string;
  /** The tags that fetch a lazily loaded page's code with the HTML (see page-assets.ts). */
  pageAssetTags: (page: PageModule) => string[];
  /** The catalogue's reads, remembered exactly and shared with the API's calls. */
  catalog: CatalogAnswers;
};

export type PreloadImage = {
  name: string;
  sizes: string;
  fallbackWidth: (typeof IMAGE_WIDTHS)[number];
  /** The largest width of the `<img>`'s `srcset`, when it stops short of the largest served. */
  maxWidth?: number;
};

/** Everything the server says about one page in its `<head>`; `head-tags.ts` writes it as HTML. */
export type PageHead = {
  /** 404 for a page that does not exist; the page is still sent, so the browser shows its own not-found page. */
  statusCode: 200 | 404;
  title: string;
  description: string;
  /** What a shared link shows as its heading: a product's bare name reads better than the full title. */
  socialTitle: string;
  kind: 'website' | 'product';
  /** Absolute. Only on pages meant to be indexed; the others carry `noindex` instead. */
  canonicalUrl?: string;
  noindex: boolean;
  image?: { url: string; alt: string };
  /** In pesos (MXN), IVA included, as the page shows it. */
  price?: number;
  /**
   * The page's largest pictures (its LCP element), preloaded with the `srcset` and `sizes` of the page's
   * own `<img>` so the browser starts them with the HTML instead of after the scripts have run.
   */
  preloadImages?: PreloadImage[];
  /**
   * The box the page shows those pictures in, drawn in the HTML before the scripts run (first-screen.ts):
   * the home page's banner, a listing's first cards, a product's main picture.
   */
  firstScreen?: 'banner' | 'cards' | 'product';
  /** The storefront's lazily loaded page this address opens, whose code the head starts fetching. */
  pageModule?: PageModule;
  /** The answers of the API calls the page makes first, handed to it inside the page (see PAGE_DATA_ELEMENT_ID). */
  pageData?: PageData;
  /** A schema.org object (a Product, the store), written as a JSON-LD script. */
  structuredData?: object;
};

/** The size a shared link's preview asks for; the image route serves it as JPEG to crawlers. */
const SHARE_IMAGE_WIDTH = 1200;

export const shareImageUrl = (site: Site, image: string): string =>
  `${site.publicUrl}/api/product/image/${encodeURIComponent(image)}?w=${SHARE_IMAGE_WIDTH}`;
