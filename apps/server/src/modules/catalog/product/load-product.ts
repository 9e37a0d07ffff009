import { TARGET_AUDIENCES, type TargetAudience } from '@store/contract';
import { SIZE_SYSTEMS, type SizeSystem } from '@store/contract/admin';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, jsonRows, oneOf, rowShape, selectRow } from '../../../db/rows';
import { runningPromotionOf } from './promotion-facts';

/** A product as stored, hidden or not, with everything the shop's page and the editor show of it. */
export type StoredProduct = {
  productId: number;
  name: string;
  description: string;
  brandName: string;
  categoryId: number;
  categoryName: string;
  targetAudience: TargetAudience;
  isNew: boolean;
  hidden: boolean;
  /** `runningPromotionOf`'s value: the promotions running now on it, or null. */
  promotion: string | null;
  /** Its card in the shop's listing; null while it is not listed (hidden, or without variants). */
  listing: {
    variantId: number;
    priceCents: number;
    finalPriceCents: number;
    discountPercentage: number;
  } | null;
  colors: StoredColor[];
};

export type StoredColor = {
  colorId: number;
  name: string;
  hex: string;
  position: number;
  /** Picture names in display order; the first is the colour's main picture. */
  images: string[];
  variants: StoredVariant[];
};

export type StoredVariant = {
  variantId: number;
  sizeId: number;
  sizeName: string;
  displayName: string;
  sizeSystem: SizeSystem;
  sku: string;
  priceCents: number;
  discountPercentage: number;
  stock: number;
};

/** A product by its id, or the product of a variant (the shop's links may name either). */
export type ProductLookup = { productId: number } | { variantId: number };

const variantRow = rowShape({
  variantId: col.integer,
  sizeId: col.integer,
  sizeName: col.text,
  displayName: col.text,
  sizeSystem: col.text,
  sku: col.text,
  priceCents: col.integer,
  discountPercentage: col.integer,
  stock: col.integer,
});
const colorRow = rowShape({
  colorId: col.integer,
  name: col.text,
  hex: col.text,
  position: col.integer,
  images: col.texts,
  variants: col.json,
});
const productRow = rowShape({
  productId: col.integer,
  name: col.text,
  description: col.text,
  brandName: col.text,
  categoryId: col.integer,
  categoryName: col.text,
  targetAudience: col.text,
  isNew: col.boolean,
  hidden: col.boolean,
  promotion: col.nullable(col.text),
  listingVariantId: col.nullable(col.integer),
  listingPriceCents: col.nullable(col.integer),
  listingFinalPriceCents: col.nullable(col.integer),
  listingDiscountPercentage: col.nullable(col.integer),
  colors: col.json,
});

/**
 * A product for the back-office's editor: hidden ones too, marked, with its colours read live from their
 * tables through `product_colors()` (migration 0041), the one definition of what a colour holds.
 */
export const loadProduct = (db: Database, lookup: ProductLookup) =>
  readProduct(db, lookup, sql`product_colors(p.id)`, sql`LEFT JOIN`);

/**
 * A product for the shop's page: listed products only, with the copy of its colours that the listing's
 * refresh keeps in the same transaction as any change to them (decision 064), read with one key lookup.
 */
export const loadListedProduct = (db: Database, lookup: ProductLookup) =>
  readProduct(db, lookup, sql`l.colors`, sql`JOIN`);

/** The one query for a product: its fields, its listing card, its colours (from `colors`) and its sizes. */
async function readProduct(
  db: Database,
  lookup: ProductLookup,
  colorsColumn: SQL,
  listingJoin: SQL,
): Promise<StoredProduct | undefined> {
  const productId =
    'variantId' in lookup
      ? sql`(SELECT c.product_id FROM variants v JOIN colors c ON c.id = v.color_id WHERE v.id = ${lookup.variantId})`
      : sql`${lookup.productId}::integer`;
  const row = await selectRow(
    db,
    sql`SELECT p.id AS product_id, p.name, p.description, b.name AS brand_name, p.category_id,
          cat.name AS category_name, p.target_audience, p.is_new, p.hidden,
          ${runningPromotionOf(sql`p.id`)} AS promotion,
          l.variant_id AS listing_variant_id, l.price_cents AS listing_price_cents,
          l.final_price_cents AS listing_final_price_cents,
          l.discount_percentage AS listing_discount_percentage,
          ${colorsColumn} AS colors
        FROM products p
        JOIN brands b ON b.id = p.brand_id
        JOIN categories cat ON cat.id = p.category_id
        ${listingJoin} product_listings l ON l.product_id = p.id
        WHERE p.id = ${productId}`,
    productRow,
  );
  if (!row) return undefined;
  const {
    listingVariantId,
    listingPriceCents,
    listingFinalPriceCents,
    listingDiscountPercentage,
    colors,
    targetAudience,
    ...fields
  } = row;
  return {
    ...fields,
    targetAudience: oneOf(TARGET_AUDIENCES, targetAudience),
    listing:
      listingVariantId === null ||
      listingPriceCents === null ||
      listingFinalPriceCents === null ||
      listingDiscountPercentage === null
        ? null
        : {
            variantId: listingVariantId,
            priceCents: listingPriceCents,
            finalPriceCents: listingFinalPriceCents,
            discountPercentage: listingDiscountPercentage,
          },
    colors: jsonRows(colors, colorRow).map(({ variants, ...color }) => ({
      ...color,
      variants: jsonRows(variants, variantRow).map((variant) => ({
        ...variant,
        sizeSystem: oneOf(SIZE_SYSTEMS, variant.sizeSystem),
      })),
    })),
  };
}
