import type { CartLine } from '@store/contract';
import { sql } from 'drizzle-orm';
import { toPesos } from '@store/money';
import type { Database } from '../../db/client';
import { col, jsonRows, rowShape, selectRow } from '../../db/rows';
import { listedVariants } from './tables';

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

// The lines come as one JSON column: PGlite decodes each column of each row on its own, which for twenty
// lines of ten columns cost more than the lookup.
const linesRow = rowShape({ lines: col.json });

/**
 * Today's price and stock of the variants in a browser's cart, in the order asked; unknown ones, and those of
 * hidden products, are left out. Read from the cart's read model (decision 067), one key per line.
 */
export async function cartLines(db: Database, variantIds: number[]): Promise<CartLine[]> {
  const read = await selectRow(
    db,
    sql`SELECT json_agg(json_build_object(
          'product_id', product_id, 'variant_id', variant_id, 'name', name, 'color_name', color_name,
          'size_name', size_name, 'image', image, 'stock', stock, 'price_cents', price_cents,
          'final_price_cents', final_price_cents(price_cents, discount_percentage),
          'discount_percentage', discount_percentage)) AS lines
        FROM ${listedVariants}
        WHERE variant_id = ANY(${sql.param(variantIds)}::integer[])`,
    linesRow,
  );
  const rows = jsonRows(read?.lines, cartRow);
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
