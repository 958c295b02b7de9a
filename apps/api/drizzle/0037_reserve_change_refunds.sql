-- Refunds over the intents of a reservation (issue 36 item 4): what the change's own card intent (0036) captured on
-- acceptance and what has been refunded of it since. reserve_payments' captured and refunded figures are the
-- reservation's across all its intents; the original intent's are those less the sum of its changes'.
ALTER TABLE "reserve_changes" ADD COLUMN "amount_captured" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reserve_changes" ADD COLUMN "amount_refunded" integer DEFAULT 0 NOT NULL;
