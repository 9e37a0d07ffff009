import { CATEGORIES } from '@store/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import {
  banners,
  categories,
  colors,
  images,
  products,
  selectionItems,
  sizes,
  users,
  variants,
} from '../db/schema';
import { createTestDatabase } from '../test/database';
import { buildDemoCatalogue } from './demo-catalogue';
import { resetDemoCatalogue, seedDemoCatalogueIfEmpty } from './index';

describe('the demo catalogue as data', () => {
  const catalogue = buildDemoCatalogue();
  const allColors = catalogue.products.flatMap((product) => product.colors);
  const allVariants = allColors.flatMap((color) => color.variants);

  it('is the same on every run, so shared links keep working', () => {
    expect(buildDemoCatalogue()).toEqual(catalogue);
  });

  it('fills every category with at least 200 products in all', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(200);
    for (const category of CATEGORIES) {
      expect(
        catalogue.products.some((product) => product.categoryId === category.category_id),
        category.name,
      ).toBe(true);
    }
  });

  it('gives each product 1 to 4 colours, Spanish text and an audience', () => {
    for (const product of catalogue.products) {
      expect(product.colors.length).toBeGreaterThanOrEqual(1);
      expect(product.colors.length).toBeLessThanOrEqual(4);
      expect(product.description.length).toBeGreaterThan(40);
      expect(['hombre', 'mujer', 'niños']).toContain(product.targetAudience);
    }
    expect(new Set(catalogue.products.map((product) => product.name)).size).toBe(catalogue.products.length);
  });

  it('uses sizes that fit the category', () => {
    const sizesOf = (categoryId: number) =>
      new Set(
        catalogue.products
          .filter((product) => product.categoryId === categoryId)
          .flatMap((product) =>
            product.colors.flatMap((color) => color.variants.map((variant) => variant.sizeName)),
          ),
      );
    expect([...sizesOf(3)].every((size) => /^\d{2}(\.5)?$/.test(size))).toBe(true);
    expect([...sizesOf(3)].some((size) => size.endsWith('.5'))).toBe(true);
    expect(sizesOf(6)).toEqual(new Set(['CH', 'M', 'G', 'XG']));
    expect([...sizesOf(19)].every((size) => /^(5[5-9]|6[01])$/.test(size))).toBe(true);
    expect(sizesOf(11)).toEqual(new Set(['Unitalla']));
  });

  it('discounts about a fifth, flags some as new, and sells out some sizes and whole colours', () => {
    const discounted = catalogue.products.filter(
      (product) => product.colors[0]?.variants[0]?.discountPercentage,
    );
    expect(discounted.length / catalogue.products.length).toBeGreaterThan(0.12);
    expect(discounted.length / catalogue.products.length).toBeLessThan(0.3);
    expect(catalogue.products.filter((product) => product.isNew).length).toBeGreaterThan(10);
    expect(allVariants.filter((variant) => variant.stock === 0).length).toBeGreaterThan(20);
    expect(
      allColors.filter((color) => color.variants.every((variant) => variant.stock === 0)).length,
    ).toBeGreaterThan(3);
    expect(
      allVariants.every((variant) => Number.isInteger(variant.priceCents) && variant.priceCents > 0),
    ).toBe(true);
  });

  it('chooses 8 to 12 items in stock for each home row', () => {
    const inStock = new Set(allVariants.filter((variant) => variant.stock > 0).map((variant) => variant.id));
    for (const variantIds of Object.values(catalogue.selections)) {
      expect(variantIds.length).toBeGreaterThanOrEqual(8);
      expect(variantIds.length).toBeLessThanOrEqual(12);
      expect(variantIds.every((id) => inStock.has(id))).toBe(true);
    }
  });
});

describe('the demo catalogue in the database', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(() => database.close());

  it('is written on first start with every category, product, picture, row and banner', async () => {
    const { db } = database;
    expect(await seedDemoCatalogueIfEmpty(db)).toBe(true);

    const categoryRows = await db.select().from(categories).orderBy(asc(categories.id));
    expect(categoryRows.map((row) => ({ category_id: row.id, name: row.name }))).toEqual([...CATEGORIES]);
    const [productCount] = await db.select({ total: count() }).from(products);
    expect(productCount!.total).toBe(buildDemoCatalogue().products.length);
    const [soldOut] = await db.select({ total: count() }).from(variants).where(eq(variants.stock, 0));
    expect(soldOut!.total).toBeGreaterThan(0);
    const rows = await db
      .select({ selection: selectionItems.selection, total: count() })
      .from(selectionItems)
      .groupBy(selectionItems.selection);
    expect(rows).toHaveLength(3);
    expect(await db.select().from(banners)).toHaveLength(4);
    const sizeNames = await db.select({ name: sizes.name }).from(sizes).where(eq(sizes.system, 'boot_mx'));
    expect(sizeNames.map((row) => row.name)).toContain('26.5');
  }, 120_000);

  it('draws real pictures: WebP, square for products, wide for banners', async () => {
    const { db } = database;
    const [product] = await db
      .select({ bytes: images.bytes, width: images.width, height: images.height })
      .from(images)
      .where(sql`${images.name} NOT LIKE 'banner-%'`)
      .limit(1);
    const metadata = await sharp(product!.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 800 });
    expect(product!.bytes.length).toBeGreaterThan(3_000);
    const [banner] = await db
      .select({ bytes: images.bytes })
      .from(images)
      .where(eq(images.name, 'banner-1.webp'));
    expect(await sharp(banner!.bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 600 });
    const [colorCount] = await db.select({ total: count() }).from(colors);
    const [imageCount] = await db.select({ total: count() }).from(images);
    expect(imageCount!.total).toBe(colorCount!.total * 2 + 4);
  });

  it('is left alone on a later start, and put back as it was by a reset that keeps shoppers', async () => {
    const { db } = database;
    expect(await seedDemoCatalogueIfEmpty(db)).toBe(false);

    const [someVariant] = await db.select().from(variants).orderBy(asc(variants.id)).limit(1);
    await db.update(variants).set({ stock: 999 }).where(eq(variants.id, someVariant!.id));
    await db
      .insert(users)
      .values({ issuer: 'https://example', subject: 's1', email: 'ana@example.mx', name: 'Ana' });

    await resetDemoCatalogue(db);
    const [restored] = await db.select().from(variants).where(eq(variants.id, someVariant!.id));
    expect({ ...restored, updatedAt: undefined }).toEqual({ ...someVariant, updatedAt: undefined });
    expect(await db.select().from(users)).toHaveLength(1);

    // New rows the owner adds after a reset get fresh ids past the demo ones.
    const [brand] = await db.select().from(products).limit(1);
    const [added] = await db
      .insert(products)
      .values({ name: 'Producto nuevo', brandId: brand!.brandId, categoryId: 3, targetAudience: 'hombre' })
      .returning({ id: products.id });
    expect(added!.id).toBe(buildDemoCatalogue().products.length + 1);
  }, 120_000);
});
