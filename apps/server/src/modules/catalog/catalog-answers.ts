import type {
  Banner,
  CartLine,
  Category,
  ListItem,
  ProductDetail,
  ProductListQuery,
  ProductListResponse,
  SelectionName,
  Suggestion,
} from '@store/contract';
import { BEST_SELLING_DAYS } from '@store/contract/admin';
import type { SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { SALES_CHANGED } from '../../db/sales-changed';
import { ExactCache } from '../../lib/exact-cache';
import type { PromotionRule } from '@store/money';
import { nextPromotionChange, promotionRulesAt } from '../promotions';
import { cartLines } from './cart-lines';
import { listCategories } from './categories';
import { listBanners } from './home-page/list-banners';
import { listStripLines } from './home-page/strip-lines';
import { selectionItems } from './home-page/selection-items';
import { hasPinnedItems, soldMostLately } from './home-page/sold-most-lately';
import { listProducts } from './list-products';
import { parcelFacts, type ParcelFacts } from './product/parcel-facts';
import { productDetail } from './product/product-detail';
import { productFactsForPromotions } from './product/promotion-facts';
import { suggestions } from './search/suggestions';

/** The channel migration 0015's triggers notify when anything the storefront's reads depend on commits. */
export const CATALOG_CHANGED = 'catalog_changed';

const HOUR_MS = 60 * 60 * 1000;

/**
 * What a `catalog_changed` notice makes forget (decision 068): migration 0044's 'stock:<product
 * ids>;<variant ids>' when only some variants' stock moved and no size went into or out of stock, which
 * only those products' pages and those variants' cart lines show; anything else, everything.
 */
function forgetChange(cache: ExactCache, payload: string): void {
  const scoped = /^stock:([\d,]+);([\d,]*)$/.exec(payload);
  if (!scoped) {
    cache.forget();
    return;
  }
  const ids = (list: string | undefined) => (list ? list.split(',') : []);
  cache.forgetKeys([
    ...ids(scoped[1]).map((id) => `product:${id}`),
    ...ids(scoped[2]).map((id) => `cart:${id}`),
  ]);
}

/** 'Lo más vendido''s answers: of every hour remembered, and of this hour's and the last, being read. */
function soldMostKeys(cache: ExactCache): string[] {
  const hour = Math.floor(Date.now() / HOUR_MS);
  const keys = new Set([`sold-most:${hour}`, `sold-most:${hour - 1}`]);
  for (const key of cache.keys()) if (key.startsWith('sold-most:')) keys.add(key);
  return [...keys];
}

/** The orders module's subquery `(variant_id, units)` of the units each variant sold over the last `days`. */
export type UnitsSoldSince = (now: Date, days: number) => SQL;

/**
 * The storefront's catalogue reads, each answer remembered until the catalogue next changes (decision
 * 023): the API's routes and the pages' heads ask here, so a page and its first call agree. Every commit
 * that touches a table these answers read (a sale's stock included) notifies `catalog_changed` from the
 * database itself, and every process forgets everything at once.
 */
export class CatalogAnswers {
  private constructor(
    private readonly database: DatabaseHandle,
    readonly cache: ExactCache,
    readonly stop: () => Promise<void>,
    private readonly unitsSold: UnitsSoldSince,
  ) {}

  /** `unitsSold` is handed by the caller, so that the catalogue never reads orders' tables. */
  static async start(
    database: DatabaseHandle,
    unitsSold: UnitsSoldSince,
    { maxBytes }: { maxBytes?: number } = {},
  ): Promise<CatalogAnswers> {
    // Set once the channel is heard; nobody asks the cache before start() returns.
    const heard: { caughtUp?: () => Promise<void> } = {};
    const cache = new ExactCache(() => nextPromotionChange(database.db), {
      caughtUp: () => heard.caughtUp?.() ?? Promise.resolve(),
      ...(maxBytes === undefined ? {} : { maxBytes }),
    });
    const deaf = (deaf: boolean) => cache.trust(!deaf);
    const watching = await database.watch(CATALOG_CHANGED, {
      notified: (payload) => forgetChange(cache, payload),
      deaf,
    });
    // 'Lo más vendido' is remembered too: a sale paid, cancelled or refunded forgets it. Both channels
    // arrive on the one listening connection, so one catch-up covers them.
    const sales = await database.watch(SALES_CHANGED, {
      notified: () => cache.forgetKeys(soldMostKeys(cache)),
      deaf,
    });
    if (watching.caughtUp) heard.caughtUp = watching.caughtUp;
    const stop = async () => {
      await sales.stop();
      await watching.stop();
    };
    return new CatalogAnswers(database, cache, stop, unitsSold);
  }

  list(query: ProductListQuery): Promise<ProductListResponse> {
    return this.cache.remember(`list:${JSON.stringify(query)}`, () =>
      listProducts(this.database.db, this.cache, query),
    );
  }

  product(id: number): Promise<ProductDetail | undefined> {
    return this.cache.remember(`product:${id}`, () => productDetail(this.database.db, id));
  }

  /** Remembered per variant, so carts that share a few variants share their answers. */
  async cartLines(variantIds: number[]): Promise<CartLine[]> {
    const lines = await this.cache.rememberEach(
      variantIds.map((id) => `cart:${id}`),
      async (missing) => {
        const read = await cartLines(
          this.database.db,
          missing.map((key) => Number(key.slice('cart:'.length))),
        );
        return new Map(read.map((line) => [`cart:${line.variant_id}`, line]));
      },
    );
    return variantIds.flatMap((id) => {
      const line = lines.get(`cart:${id}`);
      return line ? [line] : [];
    });
  }

  suggestions(text: string): Promise<Suggestion[]> {
    return this.cache.remember(`suggest:${text}`, () => suggestions(this.database.db, text));
  }

  categories(): Promise<Category[]> {
    return this.cache.remember('categories', () => listCategories(this.database.db));
  }

  banners(): Promise<Banner[]> {
    return this.cache.remember('banners', () => listBanners(this.database.db));
  }

  /** The home strip's lasting lines; migration 0034's trigger tells the cache when the owner changes them. */
  stripLines(): Promise<string[]> {
    return this.cache.remember('strip', () => listStripLines(this.database.db));
  }

  /**
   * A home row: the owner's items, or for 'Lo más vendido' with none pinned, what sold most over the last
   * 30 days, remembered per hour until a sale is paid, cancelled or refunded (`SALES_CHANGED`) or the
   * catalogue changes. The hour in the key moves the 30 days' window with the clock: the window ends at
   * a shop midnight, and Mexico City's offset is whole hours, so an hour never straddles one.
   */
  async selection(selection: SelectionName): Promise<ListItem[]> {
    const db = this.database.db;
    if (selection === 'bestSelling') {
      const pinned = await this.cache.remember('pinned:bestSelling', () => hasPinnedItems(db, selection));
      if (!pinned) {
        const now = new Date();
        const hour = Math.floor(now.getTime() / HOUR_MS);
        return this.cache.remember(`sold-most:${hour}`, () =>
          soldMostLately(db, this.unitsSold(now, BEST_SELLING_DAYS)),
        );
      }
    }
    return this.cache.remember(`selection:${selection}`, () => selectionItems(db, selection));
  }

  /** What shipping packs each variant by, remembered per variant as the cart's lines are. */
  async parcelFacts(variantIds: number[]): Promise<ParcelFacts[]> {
    const facts = await this.cache.rememberEach(
      variantIds.map((id) => `parcel:${id}`),
      async (missing) => {
        const read = await parcelFacts(
          this.database.db,
          missing.map((key) => Number(key.slice('parcel:'.length))),
        );
        return new Map(read.map((fact) => [`parcel:${fact.variantId}`, fact]));
      },
    );
    return variantIds.flatMap((id) => {
      const fact = facts.get(`parcel:${id}`);
      return fact ? [fact] : [];
    });
  }

  /**
   * The promotions running now, scopes resolved, as the money rule takes them: shipping measures the
   * owner's free-shipping threshold on goods after them. Remembered until a promotion or the catalogue
   * changes, or one starts or ends (the cache's clock).
   */
  promotionRules(): Promise<PromotionRule[]> {
    return this.cache.remember('promotion-rules', () =>
      promotionRulesAt(this.database.db, productFactsForPromotions, new Date()),
    );
  }
}
