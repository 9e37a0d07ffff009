import { FIRST_VARIANT_ID, type ProductDetail } from '@store/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { pesos } from '../../lib/money';

type SizeRow = {
  variant_id: number;
  size_id: number;
  size_name: string;
  display_name: string;
  price_cents: number;
  final_price_cents: number;
  discount_percentage: number;
  stock: number;
};
type ColorRow = {
  color_id: number;
  color_name: string;
  color_hex: string;
  images: string[];
  sizes: SizeRow[];
};
type ProductRow = {
  product_id: number;
  product_name: string;
  brand_name: string;
  description: string;
  department_id: number;
  department_name: string;
  target_audience: string;
  is_new: boolean;
  variant_id: number;
  price_cents: number;
  final_price_cents: number;
  discount_percentage: number;
  colors: ColorRow[] | null;
};

/**
 * A product page in one query: the product, its colours with their pictures, and every size with its
 * price and stock. `id` is a product id, or a variant id (from FIRST_VARIANT_ID on) whose product is meant.
 */
export async function productDetail(db: Database, id: number): Promise<ProductDetail | undefined> {
  const productId =
    id >= FIRST_VARIANT_ID
      ? sql`(SELECT c.product_id FROM variants v JOIN colors c ON c.id = v.color_id WHERE v.id = ${id})`
      : sql`${id}::integer`;
  const [row] = await queryRows<ProductRow>(
    db,
    sql`SELECT p.id AS product_id, p.name AS product_name, b.name AS brand_name, p.description,
          p.category_id AS department_id, cat.name AS department_name, p.target_audience, p.is_new,
          l.variant_id, l.price_cents, l.final_price_cents, l.discount_percentage,
          (SELECT json_agg(json_build_object(
              'color_id', c.id, 'color_name', c.name, 'color_hex', c.hex,
              'images', (SELECT coalesce(json_agg(i.name ORDER BY ci.position), '[]'::json)
                         FROM color_images ci JOIN images i ON i.id = ci.image_id WHERE ci.color_id = c.id),
              'sizes', (SELECT coalesce(json_agg(json_build_object(
                          'variant_id', v.id, 'size_id', s.id, 'size_name', s.name, 'display_name', s.display_name,
                          'price_cents', v.price_cents,
                          'final_price_cents', final_price_cents(v.price_cents, v.discount_percentage),
                          'discount_percentage', v.discount_percentage, 'stock', v.stock
                        ) ORDER BY s.sort_order, v.id), '[]'::json)
                        FROM variants v JOIN sizes s ON s.id = v.size_id WHERE v.color_id = c.id)
            ) ORDER BY c.position, c.id)
            FROM colors c WHERE c.product_id = p.id) AS colors
        FROM products p
        JOIN brands b ON b.id = p.brand_id
        JOIN categories cat ON cat.id = p.category_id
        JOIN product_listings l ON l.product_id = p.id
        WHERE p.id = ${productId} AND NOT p.hidden`,
  );
  if (!row) return undefined;
  return {
    product_id: row.product_id,
    product_name: row.product_name,
    brand_name: row.brand_name,
    description: row.description,
    final_price: pesos(row.final_price_cents),
    original_price: pesos(row.price_cents),
    discount_percentage: row.discount_percentage,
    department_id: row.department_id,
    department_name: row.department_name,
    target_audience: row.target_audience,
    isNew: row.is_new,
    variant_id: row.variant_id,
    colors: (row.colors ?? []).map((color) => ({
      color_id: color.color_id,
      color_name: color.color_name,
      color_hex: color.color_hex,
      main_image: color.images[0] ?? null,
      images: color.images,
      sizes: color.sizes.map((size) => ({
        variant_id: size.variant_id,
        size_id: size.size_id,
        size_name: size.size_name,
        display_name: size.display_name,
        price: pesos(size.price_cents),
        stock: size.stock,
        discount: { final_price: pesos(size.final_price_cents), percentage: size.discount_percentage },
      })),
    })),
  };
}
