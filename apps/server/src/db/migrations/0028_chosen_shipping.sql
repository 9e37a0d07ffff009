ALTER TABLE "bills" ADD COLUMN "chosen_shipping" jsonb;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "chosen_shipping" jsonb;