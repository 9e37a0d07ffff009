import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { variants } from '../db/schema';

/** How many units of the variant the database holds now; undefined when there is no such variant. */
export async function variantStock(database: DatabaseHandle, variantId: number): Promise<number | undefined> {
  const [row] = await database.db
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, variantId));
  return row?.stock;
}
