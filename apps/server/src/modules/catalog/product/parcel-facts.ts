import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRows } from '../../../db/rows';

const parcelRow = rowShape({
  variantId: col.integer,
  productId: col.integer,
  productName: col.text,
  categoryId: col.integer,
  categoryName: col.text,
  shippingWeightGrams: col.nullable(col.integer),
  boxLengthCm: col.nullable(col.integer),
  boxWidthCm: col.nullable(col.integer),
  boxHeightCm: col.nullable(col.integer),
});

/**
 * What shipping needs to know of a variant to pack it: its product, the product's department, and the
 * weight and box the product declares (null: the department's). The product's, not the variant's: every
 * size and colour of a product ships alike.
 */
export type ParcelFacts = ReturnType<typeof parcelRow>;

/**
 * The parcel facts of visible variants; unknown and hidden ones are left out. With `withHidden`, also
 * those of hidden products (an order paid before its product was hidden still ships).
 */
export async function parcelFacts(
  db: Database,
  variantIds: number[],
  { withHidden = false }: { withHidden?: boolean } = {},
): Promise<ParcelFacts[]> {
  if (variantIds.length === 0) return [];
  return selectRows(
    db,
    sql`SELECT v.id AS variant_id, p.id AS product_id, p.name AS product_name, p.category_id,
          k.name AS category_name, p.shipping_weight_grams, p.box_length_cm, p.box_width_cm, p.box_height_cm
        FROM variants v
        JOIN colors c ON c.id = v.color_id
        JOIN products p ON p.id = c.product_id
        JOIN categories k ON k.id = p.category_id
        WHERE v.id = ANY(${sql.param(variantIds)}::integer[]) AND (${withHidden} OR NOT p.hidden)`,
    parcelRow,
  );
}
