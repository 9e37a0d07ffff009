import { CATEGORIES } from '@store/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client';
import { col, rowShape, selectRow } from '../db/rows';
import { brands, categories, images, sizes } from '../db/schema';
import { DEPARTMENTS } from './departments';
import { SIZE_DEFINITIONS } from './sizes';

export const BENCH_PRODUCTS = 20_000;
const COLORS_PER_PRODUCT = 2;

// The demo shop's brands, so benchmark products read like the shop's own.
const BRANDS = [...new Set(DEPARTMENTS.flatMap((department) => department.brands))].sort();

/**
 * A big generated catalogue for the benchmark: 20,000 products with two colours each and two or three
 * sizes per colour, about 100,000 variants. Written with set-based SQL so it takes seconds; the triggers
 * build the listing as the variants go in, as they do in the shop.
 */
export async function writeBenchCatalogue(db: Database): Promise<{ products: number; variants: number }> {
  await db
    .insert(categories)
    .values(CATEGORIES.map((entry) => ({ id: entry.category_id, name: entry.name })));
  await db.insert(brands).values(BRANDS.map((name, index) => ({ id: index + 1, name })));
  await db.insert(sizes).values(SIZE_DEFINITIONS.map((size, index) => ({ id: index + 1, ...size })));
  const hexes = ['#5a3a22', '#1b1b1b', '#b5772f', '#efe6d2', '#1f2f4f', '#6d1f2a', '#6b6b6b', '#3b5a7a'];
  await db.insert(images).values(
    await Promise.all(
      hexes.map(async (hex, index) => ({
        name: `bench-${index}.webp`,
        contentType: 'image/webp',
        width: 800,
        height: 800,
        bytes: new Uint8Array(
          await sharp({ create: { width: 800, height: 800, channels: 3, background: hex } })
            .webp()
            .toBuffer(),
        ),
      })),
    ),
  );
  await db.execute(sql`
    INSERT INTO products (id, name, description, brand_id, category_id, target_audience, is_new)
    SELECT g,
      (ARRAY['Bota vaquera', 'Sombrero texano', 'Camisa western', 'Cinto piteado', 'Pantalón de mezclilla',
             'Chamarra de piel', 'Gorra trucker', 'Hebilla plateada', 'Suéter tejido', 'Botín de trabajo'])[1 + g % 10]
        || ' ' || b.name || ' ' ||
      (ARRAY['punta rodeo', 'clásico', 'de avestruz', 'Cattleman', 'bordado', 'Slim Fit', 'de gamuza', 'Roper'])[1 + (g / 10) % 8]
        || ' modelo ' || g,
      'Producto de prueba de carga.',
      b.id,
      (ARRAY[3, 19, 6, 10, 13, 9, 4, 11, 20, 5])[1 + g % 10],
      (ARRAY['hombre', 'mujer', 'niños'])[1 + (g / 7) % 3]::target_audience,
      g % 9 = 0
    FROM generate_series(1, ${BENCH_PRODUCTS}) g
    JOIN brands b ON b.id = 1 + g % ${BRANDS.length}`);
  await db.execute(sql`
    INSERT INTO colors (id, product_id, name, hex, position)
    SELECT (g - 1) * ${COLORS_PER_PRODUCT} + k, g,
      (ARRAY['Café', 'Negro', 'Miel', 'Hueso', 'Azul marino', 'Vino', 'Gris', 'Mezclilla'])[1 + (g + k) % 8],
      (ARRAY['#5a3a22', '#1b1b1b', '#b5772f', '#efe6d2', '#1f2f4f', '#6d1f2a', '#6b6b6b', '#3b5a7a'])[1 + (g + k) % 8],
      k - 1
    FROM generate_series(1, ${BENCH_PRODUCTS}) g, generate_series(1, ${COLORS_PER_PRODUCT}) k`);
  await db.execute(sql`
    INSERT INTO color_images (color_id, image_id, position)
    SELECT c.id, i.id, 0 FROM colors c JOIN images i ON i.name = 'bench-' || (c.id % 8) || '.webp'`);
  // Fresh tables have no statistics; without them the listing refresh that the variants' insert
  // triggers is planned as if the tables were empty and takes minutes instead of seconds.
  await db.execute(sql`ANALYZE`);
  // Every other colour has a third size, so there are 2.5 variants per colour: 100,000 in all.
  await db.execute(sql`
    INSERT INTO variants (color_id, size_id, sku, price_cents, discount_percentage, stock)
    SELECT c.id, s, 'B-' || c.id || '-' || s,
      (299 + (c.product_id * 37) % 8000) * 100,
      CASE WHEN c.product_id % 5 = 0 THEN 20 ELSE 0 END,
      CASE WHEN (c.id + s) % 11 = 0 THEN 0 ELSE (c.id + s) % 20 END
    FROM colors c, generate_series(20, 22) s
    WHERE s < 22 OR c.id % 2 = 0`);
  // As autovacuum leaves a table at rest: statistics fresh and pages marked all-visible for index-only scans.
  await db.execute(sql`VACUUM ANALYZE`);
  const counts = await selectRow(
    db,
    sql`SELECT (SELECT count(*) FROM product_listings)::int AS products, (SELECT count(*) FROM variants)::int AS variants`,
    rowShape({ products: col.integer, variants: col.integer }),
  );
  return counts ?? { products: 0, variants: 0 };
}
