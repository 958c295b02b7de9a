-- Issue 33 (ADR 0038): the guest's receipt of a paid reservation. Its number is allocated once, from a counter
-- updated in the same transaction as the row (so a rolled-back issue leaves no gap); the 宛名 is recorded at
-- issue (the guest's name, or the company's for a corporate account) and may be changed once; the issuer (the host)
-- and its registration number are recorded at issue too, so a reissue is the same qualified invoice or not.
CREATE TABLE "document_counters" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_last_number_check" CHECK ("last_number" >= 0)
);
--> statement-breakpoint
INSERT INTO "document_counters" ("kind") VALUES ('receipt');
--> statement-breakpoint
CREATE TABLE "reserve_receipts" (
	"reserve_id" uuid PRIMARY KEY NOT NULL REFERENCES "reserves"("id") ON DELETE cascade,
	"receipt_number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"transaction_date" date NOT NULL,
	"addressee_name" text NOT NULL,
	"addressee_honorific" text NOT NULL,
	"issuer_name" text NOT NULL,
	"issuer_registration_number" text,
	"addressee_changed_at" timestamp with time zone,
	"print_count" integer DEFAULT 0 NOT NULL,
	"last_printed_at" timestamp with time zone,
	CONSTRAINT "reserve_receipts_receipt_number_key" UNIQUE("receipt_number"),
	CONSTRAINT "reserve_receipts_honorific_check" CHECK ("addressee_honorific" in ('様', '御中')),
	CONSTRAINT "reserve_receipts_addressee_check" CHECK (char_length("addressee_name") between 1 and 60),
	CONSTRAINT "reserve_receipts_issuer_registration_check" CHECK ("issuer_registration_number" ~ '^T[0-9]{13}$'),
	CONSTRAINT "reserve_receipts_print_count_check" CHECK ("print_count" >= 0)
);
