import type { CartLine } from '@store/contract';
import { sql } from 'drizzle-orm';
import { toPesos } from '@store/money';
import type { Database } from '../../db/client';
import { col, rowShape, selectRows } from '../../db/rows';
import { colorMainImage } from './color-main-image';

const cartRow = rowShape({
  productId: col.integer,
  variantId: col.integer,
  name: col.text,
  image: col.nullable(col.text),
  sizeName: col.text,
  colorName: col.text,
  stock: col.integer,
  priceCents: col.integer,
  finalPriceCents: col.integer,
  discountPercentage: col.integer,
});

/** Today's price and stock of the variants in a browser's cart, in the order asked; unknown ones are left out. */
export async function cartLines(db: Database, variantIds: number[]): Promise<CartLine[]> {
  const rows = await selectRows(
    db,
    sql`SELECT p.id AS product_id, v.id AS variant_id, p.name, s.name AS size_name, c.name AS color_name, v.stock,
          v.price_cents, final_price_cents(v.price_cents, v.discount_percentage) AS final_price_cents,
          v.discount_percentage,
          ${colorMainImage} AS image
        FROM variants v
        JOIN colors c ON c.id = v.color_id
        JOIN products p ON p.id = c.product_id
        JOIN sizes s ON s.id = v.size_id
        WHERE v.id = ANY(${sql.param(variantIds)}::integer[]) AND NOT p.hidden`,
    cartRow,
  );
  const position = new Map(variantIds.map((id, index) => [id, index]));
  return rows
    .sort((a, b) => (position.get(a.variantId) ?? 0) - (position.get(b.variantId) ?? 0))
    .map((row) => ({
      product_id: row.productId,
      variant_id: row.variantId,
      name: row.name,
      image: row.image,
      size_name: row.sizeName,
      color_name: row.colorName,
      stock: row.stock,
      price: toPesos(row.priceCents),
      final_price: toPesos(row.finalPriceCents),
      discount_percentage: row.discountPercentage,
    }));
}
