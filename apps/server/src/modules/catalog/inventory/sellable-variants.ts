import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRows } from '../../../db/rows';
import { colorMainImage } from '../color-main-image';

const sellableVariant = rowShape({
  variantId: col.integer,
  productId: col.integer,
  productName: col.text,
  colorName: col.text,
  sizeName: col.text,
  image: col.nullable(col.text),
  stock: col.integer,
  priceCents: col.integer,
  /** The discount on one unit, in centavos (0 without one). */
  unitDiscountCents: col.integer,
});

/** A variant as it is sold today: what an order line needs to be priced, named and pictured. */
export type SellableVariant = ReturnType<typeof sellableVariant>;

/** Today's price, discount and stock of visible variants; unknown and hidden ones are left out. */
export const sellableVariants = (db: Database, variantIds: number[]) => variantsById(db, variantIds, false);

/**
 * The same for a paid order's lines, hidden products included: a product hidden while its buyer was
 * paying was still sold.
 */
export const sellableVariantsForOrder = (db: Database, variantIds: number[]) =>
  variantsById(db, variantIds, true);

async function variantsById(
  db: Database,
  variantIds: number[],
  withHidden: boolean,
): Promise<SellableVariant[]> {
  if (variantIds.length === 0) return [];
  return selectRows(
    db,
    sql`SELECT v.id AS variant_id, p.id AS product_id, p.name AS product_name, c.name AS color_name,
          s.name AS size_name, ${colorMainImage} AS image, v.stock, v.price_cents,
          v.price_cents - final_price_cents(v.price_cents, v.discount_percentage) AS unit_discount_cents
        FROM variants v
        JOIN colors c ON c.id = v.color_id
        JOIN products p ON p.id = c.product_id
        JOIN sizes s ON s.id = v.size_id
        WHERE v.id = ANY(${sql.param(variantIds)}::integer[]) AND (${withHidden} OR NOT p.hidden)`,
    sellableVariant,
  );
}
