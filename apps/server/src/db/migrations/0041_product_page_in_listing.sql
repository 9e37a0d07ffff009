-- Issue 38: a listed product's page read with one key lookup (decision 064). The
-- listing's row, kept in the same transaction as any change to the product by the triggers of migrations
-- 0003 and 0036, now also holds the product's colours, pictures and sizes with their prices and stock, so
-- the shop's product page no longer joins seven tables on every read that is not remembered.

-- The one definition of a product's colours as the product page and the editor show them: in order, each
-- with its pictures and its sizes (SKU, price, stock). The editor reads it live (it shows hidden products);
-- the listing keeps a copy for the shop.
CREATE FUNCTION product_colors(wanted integer) RETURNS json
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object(
      'color_id', c.id, 'name', c.name, 'hex', c.hex, 'position', c.position,
      'images', (SELECT coalesce(json_agg(i.name ORDER BY ci.position), '[]'::json)
                 FROM color_images ci JOIN images i ON i.id = ci.image_id WHERE ci.color_id = c.id),
      'variants', (SELECT coalesce(json_agg(json_build_object(
                  'variant_id', v.id, 'size_id', s.id, 'size_name', s.name,
                  'display_name', s.display_name, 'size_system', s.system, 'sku', v.sku,
                  'price_cents', v.price_cents, 'discount_percentage', v.discount_percentage,
                  'stock', v.stock
                ) ORDER BY s.sort_order, v.id), '[]'::json)
                FROM variants v JOIN sizes s ON s.id = v.size_id WHERE v.color_id = c.id)
    ) ORDER BY c.position, c.id), '[]'::json)
  FROM colors c WHERE c.product_id = wanted
$$;--> statement-breakpoint
ALTER TABLE "product_listings" ADD COLUMN "colors" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint

-- Migration 0036's refresh, with the colours kept.
CREATE OR REPLACE FUNCTION refresh_product_listings(product_ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  -- NULL means every product: named here, so that each statement below has one condition, its set of ids.
  -- "NULL or one of these" left PL/pgSQL's cached plan no index to use.
  IF product_ids IS NULL THEN
    product_ids := ARRAY(SELECT id FROM products);
  END IF;
  -- Ids go through a set (unnest), not `= ANY(array)`: a refresh of thousands of products at once must
  -- not compare every row with every id.
  DELETE FROM product_listings l
  WHERE l.product_id IN (SELECT unnest(product_ids))
    AND NOT EXISTS (
      SELECT 1 FROM products p
      JOIN colors c ON c.product_id = p.id
      JOIN variants v ON v.color_id = c.id
      WHERE p.id = l.product_id AND NOT p.hidden
    );

  INSERT INTO product_listings AS l (
    product_id, variant_id, name, category_id, target_audience, is_new, in_stock, price_cents,
    final_price_cents, discount_percentage, main_image, search_text, search_document, sizes_in_stock, colors, created_at
  )
  SELECT
    p.id, rep.id, p.name, p.category_id, p.target_audience, p.is_new, rep.stock > 0, rep.price_cents,
    final_price_cents(rep.price_cents, rep.discount_percentage), rep.discount_percentage, rep.main_image,
    regexp_replace(lower(unaccent(concat_ws(' ', p.name, b.name, cat.name, names.colors, audience.words))), '[^a-z0-9]+', ' ', 'g'),
    setweight(to_tsvector('es_unaccent', p.name), 'A')
      || setweight(to_tsvector('es_unaccent', concat_ws(' ', b.name, cat.name)), 'B')
      || setweight(to_tsvector('es_unaccent', concat_ws(' ', names.colors, audience.words)), 'C'),
    in_stock.sizes, product_colors(p.id), p.created_at
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  JOIN categories cat ON cat.id = p.category_id
  CROSS JOIN LATERAL (SELECT string_agg(c.name, ' ' ORDER BY c.position) AS colors FROM colors c WHERE c.product_id = p.id) names
  -- 'Mi talla' (decision 044): the sizes a shopper can buy now, in any colour, refreshed with the stock.
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(DISTINCT v.size_id ORDER BY v.size_id), '{}') AS sizes
    FROM colors c JOIN variants v ON v.color_id = c.id
    WHERE c.product_id = p.id AND v.stock > 0
  ) in_stock
  -- The words shoppers use for whom a product is, so 'niños' or 'dama' find it without being in its name.
  CROSS JOIN LATERAL (SELECT CASE p.target_audience
    WHEN 'hombre' THEN 'hombre caballero'
    WHEN 'mujer' THEN 'mujer dama'
    ELSE 'niños niño niña infantil'
  END AS words) audience
  CROSS JOIN LATERAL (
    SELECT v.id, v.stock, v.price_cents, v.discount_percentage,
      (SELECT i.name FROM color_images ci JOIN images i ON i.id = ci.image_id
        WHERE ci.color_id = c.id ORDER BY ci.position LIMIT 1) AS main_image
    FROM colors c
    JOIN variants v ON v.color_id = c.id
    JOIN sizes s ON s.id = v.size_id
    WHERE c.product_id = p.id
    ORDER BY v.stock > 0 DESC, final_price_cents(v.price_cents, v.discount_percentage), c.position, s.sort_order, v.id
    LIMIT 1
  ) rep
  WHERE NOT p.hidden AND p.id IN (SELECT unnest(product_ids))
  ORDER BY p.id
  ON CONFLICT (product_id) DO UPDATE SET
    variant_id = excluded.variant_id, name = excluded.name, category_id = excluded.category_id,
    target_audience = excluded.target_audience, is_new = excluded.is_new, in_stock = excluded.in_stock,
    price_cents = excluded.price_cents, final_price_cents = excluded.final_price_cents,
    discount_percentage = excluded.discount_percentage, main_image = excluded.main_image,
    search_text = excluded.search_text, search_document = excluded.search_document,
    sizes_in_stock = excluded.sizes_in_stock, colors = excluded.colors, created_at = excluded.created_at;

  -- New words become known to the typo correction; old ones stay (a correction that no longer matches
  -- anything simply finds nothing).
  INSERT INTO search_words (word)
  SELECT DISTINCT word
  FROM product_listings l, regexp_split_to_table(l.search_text, '[^a-z0-9]+') AS word
  WHERE l.product_id IN (SELECT unnest(product_ids)) AND length(word) > 1
  ON CONFLICT (word) DO NOTHING;
END
$$;--> statement-breakpoint

-- A colour added before its sizes shows on the page, empty, as the editor made it; the listing's triggers
-- so far woke only for a colour's changes and removals.
CREATE TRIGGER colors_inserted_refresh_listings AFTER INSERT ON colors
  REFERENCING NEW TABLE AS changed_colors
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_listings_of_changed_colors();--> statement-breakpoint

-- A size's names are in the copy too: a renamed size refreshes every product that has it.
CREATE FUNCTION refresh_listings_of_changed_sizes() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_listings(ARRAY(
    SELECT DISTINCT c.product_id FROM changed_sizes cs
    JOIN variants v ON v.size_id = cs.id JOIN colors c ON c.id = v.color_id
  ));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sizes_updated_refresh_listings AFTER UPDATE ON sizes
  REFERENCING NEW TABLE AS changed_sizes
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_listings_of_changed_sizes();--> statement-breakpoint

SELECT refresh_product_listings(NULL);
