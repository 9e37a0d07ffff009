import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { col, rowShape, selectRow, selectRows } from './rows';
import { createTestDatabase } from '../test/database';

describe('typed rows of raw SQL', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const summary = rowShape({
    variantId: col.integer,
    productName: col.text,
    inStock: col.boolean,
    units: col.count,
    createdAt: col.timestamp,
    imageName: col.nullable(col.text),
    sizes: col.texts,
  });

  it('reads snake_case columns into camelCase fields of the declared kinds, on either driver', async () => {
    const row = await selectRow(
      handle.db,
      sql`SELECT 1000001 AS variant_id, 'Bota' AS product_name, true AS in_stock, count(*) AS units,
            timestamptz '2026-11-23T12:00:00Z' AS created_at, NULL::text AS image_name,
            ARRAY['26', '27'] AS sizes
          FROM generate_series(1, 3)`,
      summary,
    );
    expect(row).toEqual({
      variantId: 1_000_001,
      productName: 'Bota',
      inStock: true,
      units: 3,
      createdAt: new Date('2026-11-23T12:00:00Z'),
      imageName: null,
      sizes: ['26', '27'],
    });
  });

  it('fails loudly on a missing column or a wrong kind instead of handing back undefined', async () => {
    await expect(
      selectRows(handle.db, sql`SELECT 'x' AS variant_id`, rowShape({ variantId: col.integer })),
    ).rejects.toThrow('La columna variant_id no es un entero');
    await expect(
      selectRows(handle.db, sql`SELECT 1 AS "variantId"`, rowShape({ variantId: col.integer })),
    ).rejects.toThrow('variant_id');
  });

  it('gives undefined for the first row of an empty answer', async () => {
    expect(
      await selectRow(handle.db, sql`SELECT 1 AS n WHERE false`, rowShape({ n: col.integer })),
    ).toBeUndefined();
  });
});
