-- Spanish search that ignores accents: 'botas' finds 'bota' (Spanish stemming), 'sueter' finds 'Suéter'.
CREATE TEXT SEARCH CONFIGURATION es_unaccent (COPY = pg_catalog.spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION es_unaccent
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;--> statement-breakpoint

-- The one rule for a discounted price, in whole centavos rounded half up; every query that shows or
-- charges a price uses it, so the list, the product page, the cart and the checkout always agree.
CREATE FUNCTION final_price_cents(price integer, discount smallint) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT price - (price * discount + 50) / 100 $$;--> statement-breakpoint

-- Rebuilds the listing rows of the given products (all of them when NULL). A product is listed while it
-- is not hidden and has at least one variant; it is represented by its cheapest variant in stock, or by
-- its first variant when none is in stock. Rows are written in product order so that concurrent
-- refreshes lock them in the same order and cannot deadlock.
CREATE FUNCTION refresh_product_listings(product_ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  -- Ids go through a set (unnest), not `= ANY(array)`: a refresh of thousands of products at once must
  -- not compare every row with every id.
  DELETE FROM product_listings l
  WHERE (product_ids IS NULL OR l.product_id IN (SELECT unnest(product_ids)))
    AND NOT EXISTS (
      SELECT 1 FROM products p
      JOIN colors c ON c.product_id = p.id
      JOIN variants v ON v.color_id = c.id
      WHERE p.id = l.product_id AND NOT p.hidden
    );

  INSERT INTO product_listings AS l (
    product_id, variant_id, name, category_id, target_audience, is_new, in_stock, price_cents,
    final_price_cents, discount_percentage, main_image, search_text, search_document, created_at
  )
  SELECT
    p.id, rep.id, p.name, p.category_id, p.target_audience, p.is_new, rep.stock > 0, rep.price_cents,
    final_price_cents(rep.price_cents, rep.discount_percentage), rep.discount_percentage, rep.main_image,
    regexp_replace(lower(unaccent(concat_ws(' ', p.name, b.name, cat.name, names.colors, audience.words))), '[^a-z0-9]+', ' ', 'g'),
    setweight(to_tsvector('es_unaccent', p.name), 'A')
      || setweight(to_tsvector('es_unaccent', concat_ws(' ', b.name, cat.name)), 'B')
      || setweight(to_tsvector('es_unaccent', concat_ws(' ', names.colors, audience.words)), 'C'),
    p.created_at
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  JOIN categories cat ON cat.id = p.category_id
  CROSS JOIN LATERAL (SELECT string_agg(c.name, ' ' ORDER BY c.position) AS colors FROM colors c WHERE c.product_id = p.id) names
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
  WHERE NOT p.hidden AND (product_ids IS NULL OR p.id IN (SELECT unnest(product_ids)))
  ORDER BY p.id
  ON CONFLICT (product_id) DO UPDATE SET
    variant_id = excluded.variant_id, name = excluded.name, category_id = excluded.category_id,
    target_audience = excluded.target_audience, is_new = excluded.is_new, in_stock = excluded.in_stock,
    price_cents = excluded.price_cents, final_price_cents = excluded.final_price_cents,
    discount_percentage = excluded.discount_percentage, main_image = excluded.main_image,
    search_text = excluded.search_text, search_document = excluded.search_document,
    created_at = excluded.created_at;

  -- New words become known to the typo correction; old ones stay (a correction that no longer matches
  -- anything simply finds nothing).
  INSERT INTO search_words (word)
  SELECT DISTINCT word
  FROM product_listings l, regexp_split_to_table(l.search_text, '[^a-z0-9]+') AS word
  WHERE (product_ids IS NULL OR l.product_id IN (SELECT unnest(product_ids))) AND length(word) > 1
  ON CONFLICT (word) DO NOTHING;
END
$$;--> statement-breakpoint

-- Stock and prices change all day (checkouts, restocks); the listing follows them in the same transaction.
CREATE FUNCTION refresh_listings_of_changed_variants() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_listings(ARRAY(
    SELECT DISTINCT c.product_id FROM changed_variants cv JOIN colors c ON c.id = cv.color_id
  ));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER variants_inserted_refresh_listings AFTER INSERT ON variants
  REFERENCING NEW TABLE AS changed_variants
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_listings_of_changed_variants();--> statement-breakpoint
CREATE TRIGGER variants_updated_refresh_listings AFTER UPDATE ON variants
  REFERENCING NEW TABLE AS changed_variants
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_listings_of_changed_variants();--> statement-breakpoint
CREATE TRIGGER variants_deleted_refresh_listings AFTER DELETE ON variants
  REFERENCING OLD TABLE AS changed_variants
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_listings_of_changed_variants();
--> statement-breakpoint

-- A product's own edits (name, hidden, category...), its colours and its pictures reach the listing too.
CREATE FUNCTION refresh_listings_of_changed_products() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_listings(ARRAY(SELECT DISTINCT id FROM changed_products));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_updated_refresh_listings AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_listings_of_changed_products();--> statement-breakpoint
CREATE FUNCTION refresh_listings_of_changed_colors() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_listings(ARRAY(SELECT DISTINCT product_id FROM changed_colors));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER colors_updated_refresh_listings AFTER UPDATE ON colors
  REFERENCING NEW TABLE AS changed_colors
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_listings_of_changed_colors();--> statement-breakpoint
CREATE TRIGGER colors_deleted_refresh_listings AFTER DELETE ON colors
  REFERENCING OLD TABLE AS changed_colors
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_listings_of_changed_colors();--> statement-breakpoint
CREATE FUNCTION refresh_listings_of_changed_pictures() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_listings(ARRAY(
    SELECT DISTINCT c.product_id FROM changed_pictures cp JOIN colors c ON c.id = cp.color_id
  ));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER color_images_inserted_refresh_listings AFTER INSERT ON color_images
  REFERENCING NEW TABLE AS changed_pictures
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_listings_of_changed_pictures();--> statement-breakpoint
CREATE TRIGGER color_images_updated_refresh_listings AFTER UPDATE ON color_images
  REFERENCING NEW TABLE AS changed_pictures
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_listings_of_changed_pictures();--> statement-breakpoint
CREATE TRIGGER color_images_deleted_refresh_listings AFTER DELETE ON color_images
  REFERENCING OLD TABLE AS changed_pictures
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_listings_of_changed_pictures();
--> statement-breakpoint
-- A catalogue that existed before this migration gets its listing now.
SELECT refresh_product_listings(NULL);
