ALTER TABLE "bills" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "installment_months" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "sat_payment_form" text DEFAULT '04' NOT NULL;--> statement-breakpoint
-- Orders paid before this migration: no card means the OXXO voucher, the only other way there was.
UPDATE "bills" SET "payment_method" = 'oxxo', "sat_payment_form" = '01' WHERE "card_last4" IS NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_payment_method" CHECK ("bills"."payment_method" IN ('card', 'oxxo', 'spei'));--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_installment_months" CHECK ("bills"."installment_months" IS NULL OR "bills"."installment_months" IN (3, 6, 9, 12, 18, 24));--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_sat_payment_form" CHECK ("bills"."sat_payment_form" IN ('01', '03', '04', '28'));