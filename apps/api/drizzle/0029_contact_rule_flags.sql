-- The contact rule on the texts that cross between users (ADR 0043): a cancellation's reason and a review's text and
-- reply are stored masked, and each keeps whether something was hidden so the readers show the notice. Rows written
-- before keep false: what they said was stored as written and is not rewritten here.
ALTER TABLE "reserves" ADD COLUMN "cancel_reason_masked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "body_masked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_masked" boolean DEFAULT false NOT NULL;
