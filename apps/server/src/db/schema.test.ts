import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import type { DatabaseHandle } from './client';
import { col, rowShape, selectRows } from './rows';
import { brands, categories, colors, products, sizes, users, variants } from './schema';

/** The database itself refuses what must never be stored, whatever code writes to it. */
describe('constraints the database enforces', () => {
  let database: DatabaseHandle;
  let colorId: number;
  let sizeId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await db.insert(categories).values({ id: 3, name: 'Botas' });
    const [brand] = await db.insert(brands).values({ name: 'Ariat' }).returning();
    const [product] = await db
      .insert(products)
      .values({ name: 'Bota vaquera', brandId: brand!.id, categoryId: 3, targetAudience: 'hombre' })
      .returning();
    const [color] = await db
      .insert(colors)
      .values({ productId: product!.id, name: 'Café', hex: '#5a3a22' })
      .returning();
    const [size] = await db
      .insert(sizes)
      .values({ system: 'boot_mx', name: '27', displayName: '27 MX', sortOrder: 0 })
      .returning();
    colorId = color!.id;
    sizeId = size!.id;
  });

  afterAll(() => database.close());

  const variant = (overrides: Partial<typeof variants.$inferInsert> = {}) => ({
    colorId,
    sizeId,
    sku: `SKU-${Math.random()}`,
    priceCents: 249_900,
    stock: 3,
    ...overrides,
  });

  /** The error PostgreSQL raised, whichever driver wrapped it. */
  async function failure(promise: Promise<unknown>): Promise<string> {
    try {
      await promise;
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause ?? error;
      return String((cause as Error).message);
    }
    return 'no error';
  }

  it('keeps stock from going below zero, even by a relative update', async () => {
    const [row] = await database.db.insert(variants).values(variant()).returning();
    expect(await failure(database.db.insert(variants).values(variant({ stock: -1 })))).toContain(
      'variants_stock_not_negative',
    );
    expect(
      await failure(
        database.db
          .update(variants)
          .set({ stock: sql`${variants.stock} - 4` })
          .where(eq(variants.id, row!.id)),
      ),
    ).toContain('variants_stock_not_negative');
    const [after] = await database.db.select().from(variants).where(eq(variants.id, row!.id));
    expect(after!.stock).toBe(3);
    await database.db.delete(variants).where(eq(variants.id, row!.id));
  });

  it('stores money as whole centavos and refuses a zero or fractional price', async () => {
    expect(await failure(database.db.insert(variants).values(variant({ priceCents: 0 })))).toContain(
      'variants_price_positive',
    );
    expect(await failure(database.db.insert(variants).values(variant({ priceCents: 10.5 })))).toMatch(
      /invalid input syntax for type integer/,
    );
  });

  it('keeps discounts between 0 and 90 percent', async () => {
    expect(await failure(database.db.insert(variants).values(variant({ discountPercentage: 95 })))).toContain(
      'variants_discount_range',
    );
  });

  it('numbers variants apart from products, so one id never means both', async () => {
    const [row] = await database.db
      .insert(variants)
      .values(variant({ sku: 'RANGO-1' }))
      .returning();
    expect(row!.id).toBeGreaterThanOrEqual(1_000_000);
    expect(
      await failure(
        database.db
          .insert(products)
          .values({ id: 1_000_000, name: 'X', brandId: 1, categoryId: 3, targetAudience: 'hombre' }),
      ),
    ).toContain('products_id_range');
  });

  it('enforces foreign keys, unique SKUs and one variant per colour and size', async () => {
    const [size] = await database.db
      .insert(sizes)
      .values({ system: 'boot_mx', name: '28', displayName: '28 MX', sortOrder: 1 })
      .returning();
    expect(await failure(database.db.insert(variants).values(variant({ colorId: 999_999 })))).toMatch(
      /foreign key/,
    );
    await database.db.insert(variants).values(variant({ sku: 'UNICO-1', sizeId: size!.id }));
    expect(await failure(database.db.insert(variants).values(variant({ sku: 'UNICO-1' })))).toContain(
      'variants_sku_unique',
    );
    expect(await failure(database.db.insert(variants).values(variant({ sizeId: size!.id })))).toContain(
      'variants_color_size_unique',
    );
  });

  it('refuses a colour that is not #rrggbb', async () => {
    const [product] = await database.db.select().from(products).limit(1);
    expect(
      await failure(database.db.insert(colors).values({ productId: product!.id, name: 'Raro', hex: 'red' })),
    ).toContain('colors_hex_format');
  });

  it('keeps one user per identity-provider subject and phones in E.164', async () => {
    const user = {
      issuer: 'https://accounts.google.com',
      subject: '123',
      email: 'ana@example.mx',
      name: 'Ana',
    };
    await database.db.insert(users).values(user);
    expect(await failure(database.db.insert(users).values({ ...user, email: 'otra@example.mx' }))).toMatch(
      /unique|duplicate/,
    );
    expect(
      await failure(
        database.db.insert(users).values({ ...user, subject: '456', phoneNumber: '614 123 4567' }),
      ),
    ).toContain('users_phone_e164');
  });

  it('has the search extensions: accents fold and similar words match', async () => {
    const rows = await selectRows(
      database.db,
      sql`SELECT unaccent('Suéter niños') AS folded, similarity('sombrro', 'sombrero') > 0.3 AS close`,
      rowShape({ folded: col.text, close: col.boolean }),
    );
    expect(rows).toEqual([{ folded: 'Sueter ninos', close: true }]);
  });
});
