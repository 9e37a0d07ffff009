CREATE TABLE "product_listings" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"target_audience" "target_audience" NOT NULL,
	"is_new" boolean NOT NULL,
	"in_stock" boolean NOT NULL,
	"price_cents" integer NOT NULL,
	"final_price_cents" integer NOT NULL,
	"discount_percentage" smallint NOT NULL,
	"main_image" text,
	"search_text" text NOT NULL,
	"search_document" "tsvector" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listings_final_price_idx" ON "product_listings" USING btree ("final_price_cents","product_id");--> statement-breakpoint
CREATE INDEX "product_listings_category_price_idx" ON "product_listings" USING btree ("category_id","final_price_cents","product_id");--> statement-breakpoint
CREATE INDEX "product_listings_audience_price_idx" ON "product_listings" USING btree ("target_audience","final_price_cents","product_id");--> statement-breakpoint
CREATE INDEX "product_listings_featured_idx" ON "product_listings" USING btree ("in_stock","product_id");--> statement-breakpoint
CREATE INDEX "product_listings_category_featured_idx" ON "product_listings" USING btree ("category_id","in_stock","product_id");--> statement-breakpoint
CREATE INDEX "product_listings_audience_featured_idx" ON "product_listings" USING btree ("target_audience","in_stock","product_id");--> statement-breakpoint
CREATE INDEX "product_listings_discount_featured_idx" ON "product_listings" USING btree ("in_stock","product_id") WHERE "product_listings"."discount_percentage" > 0;--> statement-breakpoint
CREATE INDEX "product_listings_discount_idx" ON "product_listings" USING btree ("final_price_cents","product_id") WHERE "product_listings"."discount_percentage" > 0;--> statement-breakpoint
CREATE INDEX "product_listings_document_idx" ON "product_listings" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gist ("word" gist_trgm_ops);