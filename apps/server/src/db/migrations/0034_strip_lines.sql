CREATE TABLE "strip_lines" (
	"position" smallint PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
-- The storefront remembers the strip with the rest of the catalogue's answers (decision 023): a change
-- must tell every process, as the banners' does.
CREATE TRIGGER strip_lines_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON strip_lines
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
-- The three lasting lines the strip showed before they were the owner's to edit, so that a shop, new or
-- old, shows the same strip until the owner changes it.
INSERT INTO "strip_lines" ("position", "text") VALUES
  (0, 'Productos 100 % originales y nuevos'),
  (1, 'Traídos de Estados Unidos'),
  (2, 'Tienda física en Chihuahua');
