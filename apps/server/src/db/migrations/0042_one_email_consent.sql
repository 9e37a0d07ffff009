-- One e-mail consent, one way out (decision 066). The review invitation is sent under the user's offers
-- consent (users.offers_consent_at and offers_consent_text, whose words now name review invitations too) and
-- carries its signed one-click unsubscribe, so the reviews module's own consent and its unsubscribe token go.
-- The review-only yeses are dropped, not moved: a yes to one e-mail a week after delivery never becomes a yes
-- to reminders and offers. The store is not launched yet, so no shopper loses anything real; after launch
-- this would have needed the shoppers to be asked again.
-- An invitation still waiting to be sent was queued under the dropped consent, with a link that no longer
-- exists: it is taken back with its row, so the next round asks again only those who said yes to the offers.
DELETE FROM "review_invitations" WHERE "order_id" IN (
  SELECT "order_id" FROM "outbox_messages" WHERE "kind" = 'review-invitation' AND "status" = 'pending'
);--> statement-breakpoint
DELETE FROM "outbox_messages" WHERE "kind" = 'review-invitation' AND "status" = 'pending';--> statement-breakpoint
DROP TABLE "review_email_consents" CASCADE;--> statement-breakpoint
DROP INDEX "review_invitations_token_unique";--> statement-breakpoint
ALTER TABLE "review_invitations" DROP COLUMN "token_hash";
