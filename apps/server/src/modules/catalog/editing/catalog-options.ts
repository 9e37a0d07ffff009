import { SIZE_SYSTEM_NAMES, SIZE_SYSTEMS, type CatalogOptions } from '@store/contract/admin';
import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { brands, categories, sizes } from '../tables';

/** The departments, brands and sizes the editor's selects offer; sizes grouped by their system. */
export async function catalogOptions(db: Database): Promise<CatalogOptions> {
  const [categoryRows, brandRows, sizeRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.name)),
    db.select().from(brands).orderBy(asc(brands.name)),
    db.select().from(sizes).orderBy(asc(sizes.system), asc(sizes.sortOrder)),
  ]);
  return {
    categories: categoryRows.map((row) => ({ category_id: row.id, name: row.name })),
    brands: brandRows.map((row) => ({ brand_id: row.id, name: row.name })),
    size_systems: SIZE_SYSTEMS.map((system) => ({
      system,
      name: SIZE_SYSTEM_NAMES[system],
      sizes: sizeRows
        .filter((row) => row.system === system)
        .map((row) => ({ size_id: row.id, name: row.name, display_name: row.displayName })),
    })).filter((group) => group.sizes.length > 0),
  };
}
