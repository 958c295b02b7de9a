CREATE TABLE "reserve_payments" (
	"reserve_id" uuid PRIMARY KEY NOT NULL REFERENCES "reserves"("id") ON DELETE cascade,
	"method" text NOT NULL,
	"provider" text,
	"intent_id" text UNIQUE,
	"attempt" smallint DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"amount_captured" integer DEFAULT 0 NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"refund_pending" integer DEFAULT 0 NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"capture_before" timestamp with time zone,
	"action_expires_at" timestamp with time zone,
	"last_error_code" text,
	"last_error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserve_payments_status_check" CHECK ("status" in ('RequiresAction', 'Authorized', 'Captured', 'CaptureFailed', 'VoidPending', 'Voided', 'PartiallyRefunded', 'Refunded', 'Invoiced', 'InvoicePaid')),
	CONSTRAINT "reserve_payments_amounts_check" CHECK (amount >= 0 and amount_captured between 0 and amount and amount_refunded + refund_pending between 0 and amount_captured)
);--> statement-breakpoint
CREATE INDEX "reserve_payments_pending_idx" ON "reserve_payments" USING btree ("updated_at") WHERE status in ('VoidPending', 'RequiresAction') or refund_pending > 0;--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reserve_id" uuid REFERENCES "reserves"("id"),
	"payout_id" uuid,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "ledger_journals_reserve_idx" ON "ledger_journals" USING btree ("reserve_id");--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"journal_key" text NOT NULL REFERENCES "ledger_journals"("key"),
	"account" text NOT NULL,
	"user_id" uuid REFERENCES "users"("id"),
	"reserve_id" uuid REFERENCES "reserves"("id"),
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_account_check" CHECK ("account" in ('card_holds', 'card_holds_contra', 'processor_clearing', 'guest_prepayments', 'refunds_payable', 'marketplace_fee', 'insurance_payable', 'host_payable', 'payouts_in_transit', 'bank', 'invoice_receivable')),
	CONSTRAINT "ledger_entries_amount_check" CHECK (amount <> 0)
);--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_idx" ON "ledger_entries" USING btree ("journal_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_reserve_idx" ON "ledger_entries" USING btree ("reserve_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_user_idx" ON "ledger_entries" USING btree ("account","user_id");--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"intent_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The books balance by construction: at commit, every journal that got entries sums to zero.
CREATE FUNCTION ledger_journal_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
	SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entries WHERE journal_key = NEW.journal_key;
	IF total <> 0 THEN
		RAISE EXCEPTION 'ledger journal % does not balance (%)', NEW.journal_key, total USING ERRCODE = '23514', CONSTRAINT = 'ledger_journal_balanced';
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_journal_balances();--> statement-breakpoint
-- Append-only: what was booked is corrected by a new journal, never rewritten.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = '42501';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER "ledger_journals_append_only" BEFORE UPDATE OR DELETE ON "ledger_journals" FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
