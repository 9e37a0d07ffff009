ALTER TABLE "shipping_addresses" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD COLUMN "recipient_phone" text;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_recipient_phone" CHECK ("shipping_addresses"."recipient_phone" ~ '^[0-9]{10}$');