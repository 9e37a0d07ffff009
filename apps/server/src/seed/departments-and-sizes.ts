import { CATEGORIES } from '@store/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, sizes } from '../db/schema';
import { DEPARTMENT_SAT_PRODUCT_KEYS } from '../modules/catalog';
import { SIZE_DEFINITIONS } from './sizes';

/**
 * The departments and the size chart: what the shop cannot run without and the back-office cannot add
 * (products go into a department, and variants need a size). Missing rows are added, present ones left
 * alone, so this is safe on every start.
 */
export async function writeDepartmentsAndSizes(db: Database): Promise<void> {
  await writeDepartments(db);
  await db
    .insert(sizes)
    .values([...SIZE_DEFINITIONS])
    .onConflictDoNothing();
}

/**
 * The 21 departments with their fixed ids, which links and bookmarks depend on, and their names; a new
 * one starts with its SAT product key, which the owner may change afterwards.
 */
export async function writeDepartments(db: Database): Promise<void> {
  await db
    .insert(categories)
    .values(
      CATEGORIES.map((entry) => ({
        id: entry.category_id,
        name: entry.name,
        satProductKey: DEPARTMENT_SAT_PRODUCT_KEYS[entry.category_id],
      })),
    )
    .onConflictDoUpdate({ target: categories.id, set: { name: sql`excluded.name` } });
}
