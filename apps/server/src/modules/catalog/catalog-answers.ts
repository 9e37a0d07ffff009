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
import type { DatabaseHandle } from '../../db/client';
import { ExactCache } from '../../lib/exact-cache';
import { nextPromotionChange } from '../promotions';
import { cartLines } from './cart-lines';
import { listCategories } from './categories';
import { listBanners } from './home-page/list-banners';
import { selectionItems } from './home-page/selection-items';
import { listProducts } from './list-products';
import { productDetail } from './product/product-detail';
import { suggestions } from './suggestions';

/** The channel migration 0015's triggers notify when anything the storefront's reads depend on commits. */
export const CATALOG_CHANGED = 'catalog_changed';

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
  ) {}

  static async start(database: DatabaseHandle): Promise<CatalogAnswers> {
    // Set once the channel is heard; nobody asks the cache before start() returns.
    const heard: { caughtUp?: () => Promise<void> } = {};
    const cache = new ExactCache(() => nextPromotionChange(database.db), {
      caughtUp: () => heard.caughtUp?.() ?? Promise.resolve(),
    });
    const watching = await database.watch(CATALOG_CHANGED, {
      notified: () => cache.forget(),
      deaf: (deaf) => cache.trust(!deaf),
    });
    if (watching.caughtUp) heard.caughtUp = watching.caughtUp;
    return new CatalogAnswers(database, cache, watching.stop);
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

  selection(selection: SelectionName): Promise<ListItem[]> {
    return this.cache.remember(`selection:${selection}`, () => selectionItems(this.database.db, selection));
  }
}
