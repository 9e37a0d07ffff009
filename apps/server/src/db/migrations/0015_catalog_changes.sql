-- Every committed change to what the storefront's catalogue reads tell the app processes, so that their
-- remembered answers are dropped before anyone can read them again (decision 023). A statement-level
-- trigger notifies the channel; PostgreSQL delivers a notification only when its transaction commits, once
-- per transaction however many statements sent it, and to the notifying session itself before the commit
-- returns, so the process that wrote forgets at once and the others as soon as the notice reaches them.
-- Triggers rather than calls in the code: no writer (checkout, webhook, editor, seed, import, a person in
-- psql) can forget to say so.
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER brands_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER images_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER colors_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON colors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER color_images_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON color_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER sizes_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sizes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER variants_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER selection_items_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON selection_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER banners_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER product_listings_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_listings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER search_words_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_words
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER search_synonyms_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER promotions_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
