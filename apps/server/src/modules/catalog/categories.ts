import type { Category } from '@store/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema';

export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.id));
  return rows.map((row) => ({ category_id: row.id, name: row.name }));
}
