import type { CartLine } from '@store/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { colorMainImage } from './color-main-image';
import { pesos } from '../../lib/money';

type Row = {
  product_id: number;
  variant_id: number;
  name: string;
  image: string | null;
  size_name: string;
  color_name: string;
  stock: number;
  price_cents: number;
  final_price_cents: number;
  discount_percentage: number;
};

/** Today's price and stock of the variants in a browser's cart, in the order asked; unknown ones are left out. */
export async function cartLines(db: Database, variantIds: number[]): Promise<CartLine[]> {
  const rows = await queryRows<Row>(
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
  );
  const position = new Map(variantIds.map((id, index) => [id, index]));
  return rows
    .sort((a, b) => (position.get(a.variant_id) ?? 0) - (position.get(b.variant_id) ?? 0))
    .map((row) => ({
      product_id: row.product_id,
      variant_id: row.variant_id,
      name: row.name,
      image: row.image,
      size_name: row.size_name,
      color_name: row.color_name,
      stock: row.stock,
      price: pesos(row.price_cents),
      final_price: pesos(row.final_price_cents),
      discount_percentage: row.discount_percentage,
    }));
}
