ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_status";--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "refund_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "withdrawal_tried_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_status" CHECK ("credit_notes"."status" IN ('emitiendo', 'vigente', 'rechazada', 'descartada', 'cancelada'));--> statement-breakpoint
-- Credit notes queued before this release followed the refund's request, not its money (decision 037).
-- Each one's refund in the ledger, matched by the keys the notes were kept under: a cancel's, a return's,
-- and a partial refund's (its idempotency key, with the provider's payment id after it or not).
CREATE VIEW credit_note_refunds AS
SELECT cn.id AS note_id, m.state
FROM credit_notes cn
JOIN money_movements m ON m.bill_id = cn.order_id AND m.kind = 'refund' AND (
  (m.cause = 'order-cancelled' AND cn.refund_key = 'cancel-' || m.bill_id)
  OR (m.cause = 'return-refunded' AND cn.refund_key = 'return-' || m.return_id)
  OR (m.cause = 'order-refunded' AND (m.idempotency_key = cn.refund_key OR m.idempotency_key LIKE cn.refund_key || '-%'))
);--> statement-breakpoint
-- Not stamped yet, its refund still waiting: taken back; the ledger queues it again when the money goes.
DELETE FROM credit_notes WHERE status = 'emitiendo' AND provider_invoice_id IS NULL
  AND id IN (SELECT note_id FROM credit_note_refunds WHERE state = 'requested');--> statement-breakpoint
-- Not stamped yet, its refund failed: nothing to credit.
UPDATE credit_notes
SET status = 'descartada',
  note = 'El reembolso no se completó (la pasarela lo rechazó): no hay nada que acreditar.'
WHERE status = 'emitiendo' AND provider_invoice_id IS NULL
  AND id IN (SELECT note_id FROM credit_note_refunds WHERE state = 'failed');--> statement-breakpoint
-- Stamped (or being stamped) for a refund that failed: the sweep cancels it at SAT.
UPDATE credit_notes SET refund_failed_at = now()
WHERE status IN ('vigente', 'emitiendo') AND refund_failed_at IS NULL
  AND id IN (SELECT note_id FROM credit_note_refunds WHERE state = 'failed');--> statement-breakpoint
DROP VIEW credit_note_refunds;--> statement-breakpoint
-- A cancelled order whose cash refund staff still owe keeps its invoice until the transfer is recorded:
-- the mark that would have the sweep cancel it goes back to what the money says so far.
UPDATE invoice_orders io
SET refund = CASE WHEN EXISTS (
    SELECT 1 FROM money_movements m
    WHERE m.bill_id = io.order_id AND m.kind = 'refund' AND m.state = 'succeeded'
      AND m.cause IN ('return-refunded', 'order-refunded')
  ) THEN 'return-refunded' ELSE NULL END
WHERE io.active AND io.refund = 'order-cancelled'
  AND EXISTS (
    SELECT 1 FROM money_movements m
    WHERE m.bill_id = io.order_id AND m.kind = 'refund' AND m.cause = 'order-cancelled' AND m.state = 'requested'
  )
  AND EXISTS (
    SELECT 1 FROM invoices i
    WHERE i.id = io.invoice_id AND i.status = 'vigente' AND i.withdrawal_tried_at IS NULL
  );
