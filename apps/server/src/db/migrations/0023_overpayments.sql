ALTER TABLE "money_movements" DROP CONSTRAINT "money_movements_kind";--> statement-breakpoint
ALTER TABLE "money_movements" DROP CONSTRAINT "money_movements_cause";--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_overpayment" CHECK (("money_movements"."kind" = 'overpayment') = ("money_movements"."cause" = 'overpayment' AND "money_movements"."kind" <> 'refund'));--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_kind" CHECK ("money_movements"."kind" IN ('charge', 'refund', 'overpayment'));--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_cause" CHECK ("money_movements"."cause" IN ('payment', 'order-cancelled', 'return-refunded', 'order-refunded', 'overpayment'));