CREATE TABLE "stock_alert_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" DROP CONSTRAINT "stock_alerts_token_unique";--> statement-breakpoint
ALTER TABLE "stock_alert_links" ADD CONSTRAINT "stock_alert_links_alert_id_stock_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."stock_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_alert_links_alert_idx" ON "stock_alert_links" USING btree ("alert_id");--> statement-breakpoint
-- Links already in shoppers' mailboxes keep working: their tokens are kept as the hash the shop now stores
-- (SHA-256, base64url without padding, as hashToken writes it), and the tokens themselves go.
INSERT INTO "stock_alert_links" ("token_hash", "alert_id", "created_at")
  SELECT translate(rtrim(encode(sha256(convert_to("token", 'UTF8')), 'base64'), '='), '+/', '-_'), "id", "created_at"
  FROM "stock_alerts";--> statement-breakpoint
ALTER TABLE "stock_alerts" DROP COLUMN "token";