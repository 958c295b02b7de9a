-- Payouts (issue 33, ADR 0039): one per host per month, closed once; the documents' numbers follow the sequence.
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payouts_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"host_user_id" uuid NOT NULL REFERENCES "users"("id"),
	"period" text NOT NULL,
	"amount" integer NOT NULL,
	"sales" integer NOT NULL,
	"fee" integer NOT NULL,
	"status" text NOT NULL,
	"held_reason" text,
	"method" text NOT NULL,
	"scheduled_pay_date" date NOT NULL,
	"sent_at" timestamp with time zone,
	"transfer_id" text,
	"bank_code" text,
	"branch_code" text,
	"bank_name" text,
	"branch_name" text,
	"account_kind" text,
	"account_number" text,
	"holder_kana" text,
	"statement_number" text GENERATED ALWAYS AS ('PS-' || replace(period, '-', '') || '-' || lpad(seq::text, 6, '0')) STORED NOT NULL,
	"fee_invoice_number" text GENERATED ALWAYS AS ('FI-' || replace(period, '-', '') || '-' || lpad(seq::text, 6, '0')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_host_period_unique" UNIQUE("host_user_id","period"),
	CONSTRAINT "payouts_period_check" CHECK ("payouts"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "payouts_amounts_check" CHECK (amount > 0 and fee >= 0 and sales = amount + fee),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('Held', 'Scheduled', 'Sent')),
	CONSTRAINT "payouts_method_check" CHECK ("payouts"."method" in ('zengin', 'connect')),
	CONSTRAINT "payouts_held_reason_check" CHECK ((status = 'Held') = (held_reason is not null)),
	CONSTRAINT "payouts_sent_check" CHECK ((status = 'Sent') = (sent_at is not null))
);--> statement-breakpoint
CREATE INDEX "payouts_period_idx" ON "payouts" USING btree ("period","status");--> statement-breakpoint
CREATE TABLE "payout_closings" (
	"period" text PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL UNIQUE,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by_user_id" uuid REFERENCES "users"("id"),
	"payout_count" integer NOT NULL,
	"total" integer NOT NULL
);--> statement-breakpoint
-- The journals of a payout name it (payout:<id>:close|sent).
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_payout_id_fkey" FOREIGN KEY ("payout_id") REFERENCES "payouts"("id");--> statement-breakpoint
CREATE INDEX "ledger_journals_kind_created_idx" ON "ledger_journals" USING btree ("kind","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stripe_connect_account_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_stripe_connect_account_check" CHECK ("stripe_connect_account_id" ~ '^acct_[A-Za-z0-9]+$');
