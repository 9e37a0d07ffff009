CREATE TABLE "shipments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"carrier" text NOT NULL,
	"service" text NOT NULL,
	"tracking_number" text,
	"track_url" text,
	"label" "bytea",
	"price_cents" integer,
	"step" text,
	"in_transit_at" timestamp with time zone,
	"out_for_delivery_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_trackingNumber_unique" UNIQUE("tracking_number"),
	CONSTRAINT "shipments_state" CHECK ("shipments"."state" IN ('buying', 'bought')),
	CONSTRAINT "shipments_bought" CHECK ("shipments"."state" = 'buying' OR ("shipments"."tracking_number" IS NOT NULL AND "shipments"."label" IS NOT NULL)),
	CONSTRAINT "shipments_step" CHECK ("shipments"."step" IS NULL OR "shipments"."step" IN ('en_camino', 'en_reparto', 'entregado'))
);
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "tracking_url" text;