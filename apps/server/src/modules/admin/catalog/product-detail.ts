import type { AdminProductDetail, SizeSystem } from '@store/contract/admin';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';
import { pesos } from '../../../lib/money';

type VariantRow = {
  variant_id: number;
  size_id: number;
  size_name: string;
  display_name: string;
  system: SizeSystem;
  sku: string;
  price_cents: number;
  discount_percentage: number;
  stock: number;
  sold: boolean;
};
type ColorRow = {
  color_id: number;
  name: string;
  hex: string;
  position: number;
  images: string[];
  variants: VariantRow[];
};
type ProductRow = Omit<AdminProductDetail, 'colors' | 'size_system'> & { colors: ColorRow[] | null };

/**
 * A variant that was sold keeps its row for good (a bill line points at it) and so does one a checkout
 * is holding units of; for a query that has the variant as `v`.
 */
export const variantWasSold = sql.raw(
  '(EXISTS (SELECT 1 FROM bill_lines bl WHERE bl.variant_id = v.id) OR EXISTS (SELECT 1 FROM stock_reservations sr WHERE sr.variant_id = v.id))',
);

/** Everything the editor shows of a product, hidden or not, in one query. */
export async function adminProductDetail(db: Database, id: number): Promise<AdminProductDetail | undefined> {
  const [row] = await queryRows<ProductRow>(
    db,
    sql`SELECT p.id AS product_id, p.name, b.name AS brand_name, p.category_id, p.target_audience,
          p.description, p.is_new, p.hidden,
          (SELECT json_agg(json_build_object(
              'color_id', c.id, 'name', c.name, 'hex', c.hex, 'position', c.position,
              'images', (SELECT coalesce(json_agg(i.name ORDER BY ci.position), '[]'::json)
                         FROM color_images ci JOIN images i ON i.id = ci.image_id WHERE ci.color_id = c.id),
              'variants', (SELECT coalesce(json_agg(json_build_object(
                          'variant_id', v.id, 'size_id', s.id, 'size_name', s.name,
                          'display_name', s.display_name, 'system', s.system, 'sku', v.sku,
                          'price_cents', v.price_cents, 'discount_percentage', v.discount_percentage,
                          'stock', v.stock, 'sold', ${variantWasSold}
                        ) ORDER BY s.sort_order, v.id), '[]'::json)
                        FROM variants v JOIN sizes s ON s.id = v.size_id WHERE v.color_id = c.id)
            ) ORDER BY c.position, c.id)
            FROM colors c WHERE c.product_id = p.id) AS colors
        FROM products p JOIN brands b ON b.id = p.brand_id
        WHERE p.id = ${id}`,
  );
  if (!row) return undefined;
  const colors = row.colors ?? [];
  return {
    ...row,
    size_system: colors.flatMap((color) => color.variants)[0]?.system ?? null,
    colors: colors.map((color) => ({
      ...color,
      variants: color.variants.map(({ price_cents, system: _system, ...variant }) => ({
        ...variant,
        price: pesos(price_cents),
      })),
    })),
  };
}
