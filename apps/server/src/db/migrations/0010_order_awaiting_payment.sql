CREATE TABLE "payment_customers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_providerCustomerId_unique" UNIQUE("provider_customer_id")
);
--> statement-breakpoint
ALTER TABLE "bills" DROP CONSTRAINT "bills_shipping_status";--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "payment_instructions" jsonb;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "refund_cents" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "refund_clabe" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "refund_transfer_reference" text;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_refund_clabe" CHECK ("bills"."refund_clabe" IS NULL OR "bills"."refund_clabe" ~ '^[0-9]{18}$');--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_shipping_status" CHECK ("bills"."shipping_status" IN ('Pendiente de pago', 'En proceso', 'enviado', 'entregado', 'cancelado', 'Pago no recibido'));--> statement-breakpoint
UPDATE "bills" SET "refund_cents" = "total_cents" WHERE "refunded_at" IS NOT NULL;
