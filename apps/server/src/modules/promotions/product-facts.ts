import type { Database } from '../../db/client';

/** A product as a promotion's scope sees it: its department and brand. */
export type ScopedProduct = { id: number; categoryId: number; brandId: number };

/** The kinds of things a promotion's scope names. */
export type ScopeKind = 'category' | 'brand' | 'product';

/**
 * What promotions ask of the catalogue's products, handed in by their callers (the catalogue's
 * `productFactsForPromotions`): the catalogue calls promotions for its cards' badges, so promotions do not
 * import it back. Each answers in one query.
 */
export type ProductFacts = {
  /** The products, hidden or not, in any of these departments or brands. */
  productsInScope(
    db: Database,
    scope: { categoryIds: number[]; brandIds: number[] },
  ): Promise<ScopedProduct[]>;
  /** The name of each product of `ids` that exists. */
  productNames(db: Database, ids: number[]): Promise<Map<number, string>>;
  /** Those of `ids` that name a department, brand or product that exists. */
  existingIds(db: Database, kind: ScopeKind, ids: number[]): Promise<number[]>;
};
