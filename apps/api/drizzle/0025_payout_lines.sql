-- The journals each payout took (ADR 0039): a journal is paid at most once, and one not taken yet (an invoice paid
-- after its month closed, a later adjustment) is taken by the next close.
CREATE TABLE "payout_lines" (
	"journal_key" text PRIMARY KEY NOT NULL REFERENCES "ledger_journals"("key"),
	"payout_id" uuid NOT NULL REFERENCES "payouts"("id")
);--> statement-breakpoint
CREATE INDEX "payout_lines_payout_idx" ON "payout_lines" USING btree ("payout_id");--> statement-breakpoint
-- The payouts closed before this table: the journals the old rule took (the host's complete/cancel journals of the
-- payout's Japan month whose payment was received by the close), so the next close does not pay them again.
INSERT INTO "payout_lines" ("journal_key", "payout_id")
SELECT j."key", po."id"
FROM "payouts" po
JOIN "payout_closings" pc ON pc."period" = po."period"
JOIN "reserves" r ON r."host_user_id" = po."host_user_id"
JOIN "ledger_journals" j ON j."reserve_id" = r."id"
JOIN "reserve_payments" p ON p."reserve_id" = r."id"
WHERE j."kind" IN ('complete', 'cancel')
	AND to_char(j."created_at" AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM') = po."period"
	AND p."status" <> 'Invoiced'
	-- An invoice marked paid after the close was not taken then (its row changed last after the close).
	AND (p."method" <> 'Invoice' OR p."updated_at" <= pc."closed_at")
ON CONFLICT DO NOTHING;
