-- Issue 38 (decision 068): a sale tells the processes which products' stock moved, not only that the
-- catalogue changed. Every checkout takes units and every expiry gives them back, so at a sales peak the
-- notice of migration 0015 made every process forget every remembered answer many times a second, and the
-- whole storefront was read cold exactly when most shoppers were on it.
--
-- An update of `variants` in which only the stock moved, and no size went into or out of stock, notifies
-- `catalog_changed` with 'stock:<product ids>;<variant ids>': only those products' pages and those variants'
-- cart lines show the number. Listings, 'Mi talla', searches and home rows depend on whether a size has
-- units, never on how many, so they stay. Any other update (a price, a size sold out or back, a colour
-- moved) still sends the empty notice: forget everything. The listing's row, rewritten by the same sale, is
-- judged the same way: only its product page's copy (`colors`) changed, or anything else did.
--
-- Transition tables let a statement trigger see the rows before and after. The sale's refresh of the
-- listing (migration 0043) also runs an INSERT … ON CONFLICT and a DELETE that usually touch no row, and a
-- statement trigger fires for those too: on the three tables a sale writes, inserts and deletes now say
-- 'everything' only when a row was inserted or deleted. PostgreSQL takes transition tables only on a
-- trigger of one event, hence one trigger per event.

-- A notice's payload holds at most 8,000 bytes; a bigger change says 'everything'.
CREATE FUNCTION notify_scoped_catalog_change(scoped boolean, payload text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF scoped AND length(payload) < 7900 THEN
    PERFORM pg_notify('catalog_changed', payload);
  ELSE
    PERFORM pg_notify('catalog_changed', '');
  END IF;
END $$;--> statement-breakpoint

CREATE FUNCTION notify_variants_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
  paired integer;
  stock_only boolean;
  payload text;
BEGIN
  SELECT count(*) INTO changed FROM after_rows;
  -- An update that matched no row changed nothing anyone reads.
  IF changed = 0 THEN
    RETURN NULL;
  END IF;
  SELECT count(*),
         bool_and((to_jsonb(a) - 'stock' - 'updated_at') = (to_jsonb(b) - 'stock' - 'updated_at')
                  AND (a.stock > 0) = (b.stock > 0)),
         'stock:' || string_agg(DISTINCT c.product_id::text, ',') || ';' || string_agg(a.id::text, ',')
    INTO paired, stock_only, payload
    FROM after_rows a
    JOIN before_rows b ON b.id = a.id
    JOIN colors c ON c.id = a.color_id;
  PERFORM notify_scoped_catalog_change(paired = changed AND coalesce(stock_only, false), payload);
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION notify_listings_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
  paired integer;
  page_only boolean;
  payload text;
BEGIN
  SELECT count(*) INTO changed FROM after_rows;
  IF changed = 0 THEN
    RETURN NULL;
  END IF;
  SELECT count(*),
         bool_and((to_jsonb(a) - 'colors') = (to_jsonb(b) - 'colors')),
         'stock:' || string_agg(a.product_id::text, ',') || ';'
    INTO paired, page_only, payload
    FROM after_rows a
    JOIN before_rows b ON b.product_id = a.product_id;
  PERFORM notify_scoped_catalog_change(paired = changed AND coalesce(page_only, false), payload);
  RETURN NULL;
END $$;--> statement-breakpoint

-- An insert or a delete that touched a row: everything may have changed.
CREATE FUNCTION notify_catalog_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('catalog_changed', '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

DROP TRIGGER variants_catalog_changed ON variants;--> statement-breakpoint
CREATE TRIGGER variants_catalog_changed AFTER TRUNCATE ON variants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER variants_inserted_catalog_changed AFTER INSERT ON variants
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();--> statement-breakpoint
CREATE TRIGGER variants_deleted_catalog_changed AFTER DELETE ON variants
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();--> statement-breakpoint
CREATE TRIGGER variants_updated_catalog_changed AFTER UPDATE ON variants
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_variants_updated();--> statement-breakpoint
DROP TRIGGER product_listings_catalog_changed ON product_listings;--> statement-breakpoint
CREATE TRIGGER product_listings_catalog_changed AFTER TRUNCATE ON product_listings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER product_listings_inserted_catalog_changed AFTER INSERT ON product_listings
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();--> statement-breakpoint
CREATE TRIGGER product_listings_deleted_catalog_changed AFTER DELETE ON product_listings
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();--> statement-breakpoint
CREATE TRIGGER product_listings_updated_catalog_changed AFTER UPDATE ON product_listings
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_updated();--> statement-breakpoint
DROP TRIGGER search_words_catalog_changed ON search_words;--> statement-breakpoint
CREATE TRIGGER search_words_catalog_changed AFTER TRUNCATE ON search_words
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER search_words_inserted_catalog_changed AFTER INSERT ON search_words
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();--> statement-breakpoint
CREATE TRIGGER search_words_deleted_catalog_changed AFTER DELETE ON search_words
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();--> statement-breakpoint
CREATE TRIGGER search_words_updated_catalog_changed AFTER UPDATE ON search_words
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_rows_changed();
