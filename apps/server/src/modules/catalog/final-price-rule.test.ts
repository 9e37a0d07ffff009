import { finalPriceCents } from '@store/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { col, rowShape, selectRows } from '../../db/rows';
import { createTestDatabase } from '../../test/database';

/**
 * The listing sorts and filters by final price inside SQL, so the database keeps its own copy of the
 * price rule (`final_price_cents`). It must give the same centavos as the shared TypeScript rule that the
 * cart, the checkout and the browser use, for every discount and a spread of prices.
 */
describe('final_price_cents in SQL', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  // Every centavo from 1 to 1,000 (all the rounding cases of small amounts), then amounts up to
  // $100,000 in uneven steps so that every last two digits appear.
  const prices = [
    ...Array.from({ length: 1_000 }, (_, i) => i + 1),
    ...Array.from({ length: 500 }, (_, i) => 1_000 + i * 19_997),
  ];

  it('equals finalPriceCents for every discount 0–100 % over 1,500 prices', async () => {
    const rows = await selectRows(
      handle.db,
      sql`SELECT p AS price, d AS discount, final_price_cents(p, d::smallint) AS final
          FROM unnest(${sql.param(prices)}::integer[]) AS p, generate_series(0, 100) AS d`,
      rowShape({ price: col.integer, discount: col.integer, final: col.integer }),
    );
    expect(rows).toHaveLength(prices.length * 101);
    const different = rows.filter((row) => row.final !== finalPriceCents(row.price, row.discount));
    expect(different).toEqual([]);
  });
});
