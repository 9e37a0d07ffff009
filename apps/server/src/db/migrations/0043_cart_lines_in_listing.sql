-- Issue 38: the cart's refresh reads one row per variant by key (decision 067). `listed_variants` holds
-- what a cart line shows for every variant of a listed product; migration 0041's refresh keeps it in the
-- same transaction as any change, as it keeps the listing's row.

CREATE TABLE "listed_variants" (
	"variant_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"color_name" text NOT NULL,
	"size_name" text NOT NULL,
	"image" text,
	"stock" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_percentage" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listed_variants" ADD CONSTRAINT "listed_variants_product_id_product_listings_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_listings"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listed_variants_product_idx" ON "listed_variants" USING btree ("product_id");--> statement-breakpoint

-- Migration 0041's refresh, with the cart's lines kept.
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

  -- The cart's lines of the products just listed (decision 067); a product no longer listed lost its lines
  -- with its listing's row (the foreign key cascades). A line of a variant that moved to another colour
  -- moves with it.
  DELETE FROM listed_variants lv
  WHERE lv.product_id IN (SELECT unnest(product_ids))
    AND NOT EXISTS (
      SELECT 1 FROM variants v JOIN colors c ON c.id = v.color_id
      WHERE v.id = lv.variant_id AND c.product_id = lv.product_id
    );
  INSERT INTO listed_variants AS lv (
    variant_id, product_id, name, color_name, size_name, image, stock, price_cents, discount_percentage
  )
  -- Read from the colours just copied into the listing's row, `product_colors()`'s answer: one definition
  -- of a colour's pictures, sizes, prices and stock for the page and the cart alike.
  SELECT (v->>'variant_id')::integer, l.product_id, l.name, c->>'name', v->>'size_name', c->'images'->>0,
    (v->>'stock')::integer, (v->>'price_cents')::integer, (v->>'discount_percentage')::smallint
  FROM product_listings l
  CROSS JOIN LATERAL json_array_elements(l.colors) c
  CROSS JOIN LATERAL json_array_elements(c->'variants') v
  WHERE l.product_id IN (SELECT unnest(product_ids))
  ORDER BY 1
  ON CONFLICT (variant_id) DO UPDATE SET
    product_id = excluded.product_id, name = excluded.name, color_name = excluded.color_name,
    size_name = excluded.size_name, image = excluded.image, stock = excluded.stock,
    price_cents = excluded.price_cents, discount_percentage = excluded.discount_percentage
  -- A sale rewrites only the line whose stock moved: the others stay as they are, without a new version.
  WHERE (lv.product_id, lv.name, lv.color_name, lv.size_name, lv.image, lv.stock, lv.price_cents,
         lv.discount_percentage)
    IS DISTINCT FROM (excluded.product_id, excluded.name, excluded.color_name, excluded.size_name,
         excluded.image, excluded.stock, excluded.price_cents, excluded.discount_percentage);

  -- New words become known to the typo correction; old ones stay (a correction that no longer matches
  -- anything simply finds nothing).
  INSERT INTO search_words (word)
  SELECT DISTINCT word
  FROM product_listings l, regexp_split_to_table(l.search_text, '[^a-z0-9]+') AS word
  WHERE l.product_id IN (SELECT unnest(product_ids)) AND length(word) > 1
  ON CONFLICT (word) DO NOTHING;
END
$$;--> statement-breakpoint

-- The lines of every product listed now.
SELECT refresh_product_listings(NULL);
