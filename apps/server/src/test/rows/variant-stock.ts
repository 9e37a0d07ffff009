import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { variants } from '../../db/schema';
import type { Fixture } from '../catalog-fixture';

/** How many units of the variant the database holds now; undefined when there is no such variant. */
export async function variantStock(database: DatabaseHandle, variantId: number): Promise<number | undefined> {
  const [row] = await database.db
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, variantId));
  return row?.stock;
}

/** The fixture's variant of `product` in `color` and `size`, its stock set to `stock`: a test's own units to watch. */
export async function fixtureVariantWith(
  database: DatabaseHandle,
  fixture: Fixture,
  stock: number,
  ...[product, color, size]: Parameters<Fixture['variant']>
): Promise<number> {
  const id = fixture.variant(product, color, size);
  await database.db.update(variants).set({ stock }).where(eq(variants.id, id));
  return id;
}
