CREATE TABLE "dev_shipments" (
	"tracking_number" text PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"service" text NOT NULL,
	"request" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"status" text NOT NULL,
	"events" jsonb NOT NULL,
	"label" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "box_length_cm" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "box_width_cm" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "box_height_cm" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shipping_weight" CHECK ("products"."shipping_weight_grams" IS NULL OR "products"."shipping_weight_grams" BETWEEN 1 AND 30000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_box" CHECK (("products"."box_length_cm" IS NULL AND "products"."box_width_cm" IS NULL AND "products"."box_height_cm" IS NULL) OR ("products"."box_length_cm" BETWEEN 1 AND 120 AND "products"."box_width_cm" BETWEEN 1 AND 120 AND "products"."box_height_cm" BETWEEN 1 AND 120));