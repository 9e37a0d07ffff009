import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  json,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { FIRST_VARIANT_ID, MAX_BOX_SIDE_CM, MAX_PARCEL_GRAMS, TARGET_AUDIENCES } from '@store/contract';
import { bytea, createdAt, tsvector } from '../../db/columns';

/**
 * Product and variant ids live in separate ranges so that `/products/productItem/{id}` can tell them
 * apart without guessing: products stay below PRODUCT_ID_LIMIT, variants start at it.
 */
export const PRODUCT_ID_LIMIT = FIRST_VARIANT_ID;

export const targetAudience = pgEnum('target_audience', TARGET_AUDIENCES);
export const sizeSystem = pgEnum('size_system', ['boot_mx', 'clothing', 'pants_waist', 'hat', 'one_size']);
export const selectionKind = pgEnum('selection_kind', ['bestSelling', 'accesories', 'getRecommended']);

export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey(),
    name: text().notNull().unique(),
    /** SAT's c_ClaveProdServ its products are invoiced with; the owner may change it. */
    satProductKey: text().notNull().default('01010101'),
  },
  (t) => [check('categories_sat_product_key', sql`${t.satProductKey} ~ '^[0-9]{8}$'`)],
);

export const brands = pgTable('brands', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull().unique(),
});

/** Every picture the shop serves, kept in the database so that app servers hold no files of their own. */
export const images = pgTable(
  'images',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The public file name used in `/api/product/image/{name}`. */
    name: text().notNull().unique(),
    contentType: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    bytes: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('images_name_safe', sql`${t.name} ~ '^[a-z0-9][a-z0-9._-]{0,200}$'`)],
);

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    description: text().notNull().default(''),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    targetAudience: targetAudience().notNull(),
    isNew: boolean().notNull().default(false),
    /** Hidden products leave the shop but keep their rows, so old bills still point somewhere. */
    hidden: boolean().notNull().default(false),
    /**
     * 'Borrador': a new product, hidden until an owner publishes it (with at least one picture). A draft
     * is always hidden too, so every read that leaves hidden products out leaves drafts out; this flag
     * only tells a draft from a product someone hid. Products made before drafts existed stay published.
     */
    draft: boolean().notNull().default(false),
    /**
     * What one unit weighs ready to ship and its box, in grams and centimetres, when the product says so
     * in the editor; null: its department's (the contract's DEPARTMENT_PARCELS), which packing applies.
     */
    shippingWeightGrams: integer(),
    boxLengthCm: smallint(),
    boxWidthCm: smallint(),
    boxHeightCm: smallint(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_id_range', sql`${t.id} > 0 AND ${t.id} < ${sql.raw(String(PRODUCT_ID_LIMIT))}`),
    check('products_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 200`),
    check(
      'products_shipping_weight',
      sql`${t.shippingWeightGrams} IS NULL OR ${t.shippingWeightGrams} BETWEEN 1 AND ${sql.raw(String(MAX_PARCEL_GRAMS))}`,
    ),
    // A box is its three sides or none of them: packing cannot use a box of two.
    check(
      'products_box',
      sql`(${t.boxLengthCm} IS NULL AND ${t.boxWidthCm} IS NULL AND ${t.boxHeightCm} IS NULL) OR (${t.boxLengthCm} BETWEEN 1 AND ${sql.raw(String(MAX_BOX_SIDE_CM))} AND ${t.boxWidthCm} BETWEEN 1 AND ${sql.raw(String(MAX_BOX_SIDE_CM))} AND ${t.boxHeightCm} BETWEEN 1 AND ${sql.raw(String(MAX_BOX_SIDE_CM))})`,
    ),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
  ],
);

export const colors = pgTable(
  'colors',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    hex: text().notNull(),
    position: smallint().notNull().default(0),
  },
  (t) => [
    check('colors_hex_format', sql`${t.hex} ~ '^#[0-9a-f]{6}$'`),
    unique('colors_product_name_unique').on(t.productId, t.name),
    index('colors_product_idx').on(t.productId, t.position),
  ],
);

/** A colour's pictures in display order; the first is its main image. */
export const colorImages = pgTable(
  'color_images',
  {
    colorId: integer()
      .notNull()
      .references(() => colors.id, { onDelete: 'cascade' }),
    imageId: integer()
      .notNull()
      .references(() => images.id),
    position: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.colorId, t.position] }), index('color_images_image_idx').on(t.imageId)],
);

export const sizes = pgTable(
  'sizes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    system: sizeSystem().notNull(),
    /** What a label says: '26.5', 'M', '32', '7 1/4', 'Unitalla'. */
    name: text().notNull(),
    /** What a shopper reads on the size button: '26.5 MX', 'Mediana'... */
    displayName: text().notNull(),
    sortOrder: smallint().notNull(),
  },
  (t) => [unique('sizes_system_name_unique').on(t.system, t.name)],
);

export const variants = pgTable(
  'variants',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: PRODUCT_ID_LIMIT }),
    colorId: integer()
      .notNull()
      .references(() => colors.id, { onDelete: 'cascade' }),
    sizeId: integer()
      .notNull()
      .references(() => sizes.id),
    sku: text().notNull().unique(),
    /** Price with IVA, in centavos. */
    priceCents: integer().notNull(),
    /** Whole-number percentage off `priceCents`; 0 means no discount. */
    discountPercentage: smallint().notNull().default(0),
    stock: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('variants_id_range', sql`${t.id} >= ${sql.raw(String(PRODUCT_ID_LIMIT))}`),
    check('variants_price_positive', sql`${t.priceCents} > 0`),
    check('variants_discount_range', sql`${t.discountPercentage} BETWEEN 0 AND 90`),
    check('variants_stock_not_negative', sql`${t.stock} >= 0`),
    unique('variants_color_size_unique').on(t.colorId, t.sizeId),
  ],
);

/** The three home rows, chosen by the owner. */
export const selectionItems = pgTable(
  'selection_items',
  {
    selection: selectionKind().notNull(),
    position: smallint().notNull(),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.selection, t.position] }),
    unique('selection_items_variant_unique').on(t.selection, t.variantId),
  ],
);

/** The home slider's pictures; the words over each picture are HTML, so they stay readable and indexable. */
export const banners = pgTable('banners', {
  position: smallint().primaryKey(),
  imageId: integer()
    .notNull()
    .references(() => images.id),
  title: text().notNull(),
  subtitle: text().notNull().default(''),
  /** A path inside the shop, such as `/products/1?category_id=3`. */
  link: text().notNull(),
});

/**
 * The home's strip: the owner's lasting promises, in order (the running promotions follow them on the
 * page, named by the promotions module, never stored here). Migration 0034 wrote the three of before.
 */
export const stripLines = pgTable('strip_lines', {
  position: smallint().primaryKey(),
  text: text().notNull(),
});

/**
 * The read model of the shop's listing: one row per visible product, with the variant that represents
 * it (the cheapest one in stock, else the first one) and its search text. Kept up to date by the
 * database itself (`refresh_product_listings`, run by a trigger when variants change and by the
 * catalogue's writers), so listing and search read one narrow, indexed table instead of five joins.
 */
export const productListings = pgTable(
  'product_listings',
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer().notNull(),
    name: text().notNull(),
    categoryId: integer().notNull(),
    targetAudience: targetAudience().notNull(),
    isNew: boolean().notNull(),
    inStock: boolean().notNull(),
    priceCents: integer().notNull(),
    finalPriceCents: integer().notNull(),
    discountPercentage: smallint().notNull(),
    mainImage: text(),
    /** Name, brand, category, colours and audience, lower case and without accents: the source of `search_words`. */
    searchText: text().notNull(),
    searchDocument: tsvector().notNull(),
    /** The sizes (ids) with units in stock in any colour: 'Mi talla' filters on them (decision 044). */
    sizesInStock: integer()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * The product's colours, pictures and sizes with price and stock, as `product_colors()` (migration
     * 0041) gives them: the shop's product page reads them here with one key lookup (decision 064).
     */
    colors: json()
      .notNull()
      .default(sql`'[]'::json`),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('product_listings_final_price_idx').on(t.finalPriceCents, t.productId),
    index('product_listings_category_price_idx').on(t.categoryId, t.finalPriceCents, t.productId),
    index('product_listings_audience_price_idx').on(t.targetAudience, t.finalPriceCents, t.productId),
    // "Más relevantes" without a search: what can be bought first, then the newest products.
    index('product_listings_featured_idx').on(t.inStock, t.productId),
    index('product_listings_category_featured_idx').on(t.categoryId, t.inStock, t.productId),
    // The navbar's HOMBRE / MUJER / NIÑOS and DESCUENTOS links open on that order too.
    index('product_listings_audience_featured_idx').on(t.targetAudience, t.inStock, t.productId),
    index('product_listings_discount_featured_idx')
      .on(t.inStock, t.productId)
      .where(sql`${t.discountPercentage} > 0`),
    index('product_listings_discount_idx')
      .on(t.finalPriceCents, t.productId)
      .where(sql`${t.discountPercentage} > 0`),
    index('product_listings_document_idx').using('gin', t.searchDocument),
    index('product_listings_sizes_idx').using('gin', t.sizesInStock),
  ],
);

/**
 * The read model of the cart's lines: one row per variant of a listed product, with what a cart line shows
 * (its product's name, its colour's name and first picture, its size's name, its price and stock), kept by
 * `refresh_product_listings` in the same transaction as any change to them (decision 067), so that a
 * cart's refresh reads one narrow table by key instead of five joins and a picture per line.
 */
export const listedVariants = pgTable(
  'listed_variants',
  {
    variantId: integer().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => productListings.productId, { onDelete: 'cascade' }),
    name: text().notNull(),
    colorName: text().notNull(),
    sizeName: text().notNull(),
    image: text(),
    stock: integer().notNull(),
    priceCents: integer().notNull(),
    discountPercentage: smallint().notNull(),
  },
  (t) => [index('listed_variants_product_idx').on(t.productId)],
);

/**
 * Every word of the listing's search text. A word the shopper typed that is not here is a typo: it is
 * replaced by the closest word here (trigram distance over this small table) before the full-text search.
 */
export const searchWords = pgTable('search_words', { word: text().primaryKey() }, (t) => [
  index('search_words_trigram_idx').using('gist', t.word.op('gist_trgm_ops')),
]);

/**
 * Words shoppers use for what the shop calls otherwise ('tejana' for sombrero): a search for `word` also looks
 * for `meaning`, and the other way round when `bothWays`. Lower case, without accents.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    word: text().notNull(),
    meaning: text().notNull(),
    bothWays: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('search_synonyms_word_meaning_unique').on(t.word, t.meaning),
    check(
      'search_synonyms_words',
      sql`${t.word} ~ '^[a-zñ ]{2,40}$' AND ${t.meaning} ~ '^[a-zñ ]{2,40}$' AND ${t.word} <> ${t.meaning}`,
    ),
  ],
);
