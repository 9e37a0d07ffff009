import type { ColorInput, ProductInput } from '@store/contract/admin';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { brands, categories, sizes } from '../tables';
import { parcelColumns } from './product-parcel';
import { MIXED_SIZE_SYSTEMS, UNKNOWN_CATEGORY, UNKNOWN_SIZE } from './refusals';

export type SizeRow = { id: number; name: string };

/** The product's own columns as the editor sets them, and the names the audit log keeps of them. */
export async function productFields(tx: Database, input: ProductInput) {
  const [category] = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.id, input.category_id));
  if (!category) throw new HttpError(422, UNKNOWN_CATEGORY);
  const brand = await brandNamed(tx, input.brand_name);
  return {
    columns: {
      name: input.name,
      description: input.description,
      brandId: brand.id,
      categoryId: input.category_id,
      targetAudience: input.target_audience,
      isNew: input.is_new,
      ...parcelColumns(input),
    },
    brandName: brand.name,
    categoryName: category.name,
  };
}

/** The brand of that name, whatever its capitals; a new name becomes a new brand. */
async function brandNamed(tx: Database, name: string): Promise<{ id: number; name: string }> {
  const [found] = await tx
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(sql`lower(${brands.name}) = lower(${name})`)
    .limit(1);
  if (found) return found;
  const [created] = await tx.insert(brands).values({ name }).returning({ id: brands.id, name: brands.name });
  if (!created) throw new Error('No se guardó la marca');
  return created;
}

/** The sizes the product will have; all must exist and be of one system (a boot is not also 'M'). */
export async function sizesOf(tx: Database, colorInputs: ColorInput[]): Promise<Map<number, SizeRow>> {
  const ids = [...new Set(colorInputs.flatMap((color) => color.variants.map((variant) => variant.size_id)))];
  const rows = await tx
    .select({ id: sizes.id, name: sizes.name, system: sizes.system })
    .from(sizes)
    .where(inArray(sizes.id, ids));
  if (rows.length !== ids.length) throw new HttpError(422, UNKNOWN_SIZE);
  if (new Set(rows.map((row) => row.system)).size > 1) throw new HttpError(422, MIXED_SIZE_SYSTEMS);
  return new Map(rows.map((row) => [row.id, row]));
}
