CREATE TABLE "dev_pay_events" (
	"seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_pay_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_pay_events_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "dev_pay_idempotency_keys" (
	"endpoint" text NOT NULL,
	"key" text NOT NULL,
	"object_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_pay_idempotency_keys_endpoint_key_pk" PRIMARY KEY("endpoint","key")
);
--> statement-breakpoint
CREATE TABLE "dev_pay_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"local" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer" text,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dev_pay_objects_due_idx" ON "dev_pay_objects" USING btree ("due_at") WHERE "dev_pay_objects"."due_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "dev_pay_objects_customer_idx" ON "dev_pay_objects" USING btree ("customer","created_at") WHERE "dev_pay_objects"."customer" IS NOT NULL;