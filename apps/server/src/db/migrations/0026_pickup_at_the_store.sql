ALTER TABLE "bills" DROP CONSTRAINT "bills_shipping_status";--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "fulfilment" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "fulfilment" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_fulfilment" CHECK ("bills"."fulfilment" IN ('delivery', 'pickup'));--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_fulfilment_status" CHECK (NOT ("bills"."fulfilment" = 'pickup' AND "bills"."shipping_status" = 'enviado') AND NOT ("bills"."fulfilment" = 'delivery' AND "bills"."shipping_status" = 'Listo para recoger'));--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_pickup_code" CHECK ("bills"."pickup_code" IS NULL OR ("bills"."fulfilment" = 'pickup' AND "bills"."pickup_code" ~ '^[0-9]{6}$'));--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_shipping_status" CHECK ("bills"."shipping_status" IN ('Pendiente de pago', 'En proceso', 'enviado', 'Listo para recoger', 'entregado', 'cancelado', 'Pago no recibido'));--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_fulfilment" CHECK ("payment_sessions"."fulfilment" IN ('delivery', 'pickup'));