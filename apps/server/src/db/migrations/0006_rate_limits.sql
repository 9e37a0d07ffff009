-- UNLOGGED: counters need no crash safety, and skipping the WAL makes each hit cheaper.
CREATE UNLOGGED TABLE "rate_limit_windows" (
	"bucket" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_started_idx" ON "rate_limit_windows" USING btree ("window_started_at");