ALTER TABLE "payment_sessions" ADD COLUMN "transfer_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "refused_for_order_id" integer;