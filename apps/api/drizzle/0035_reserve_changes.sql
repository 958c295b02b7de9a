-- Change and extend (issue 36 item 4). A reservation's change requests: the trip asked for (dates, people, options),
-- who proposed it (the guest asks, the host may propose), its status and when it expires unanswered, the repricing
-- shown line by line and the price lines the reservation takes on acceptance, and the key its money moves under.
-- At most one request per reservation waits for an answer (a partial unique index), whatever races.
CREATE TABLE "reserve_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reserve_id" uuid NOT NULL REFERENCES "reserves"("id") ON DELETE CASCADE,
	"proposed_by_role" text NOT NULL,
	"proposed_by" uuid NOT NULL REFERENCES "users"("id"),
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"from_start_date" date NOT NULL,
	"from_end_date" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"people" smallint NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"change_lines" jsonb NOT NULL,
	"price_lines" jsonb NOT NULL,
	"days" smallint NOT NULL,
	"total" integer NOT NULL,
	"difference" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" uuid REFERENCES "users"("id"),
	CONSTRAINT "reserve_changes_status_check" CHECK ("status" in ('Requested', 'Proposed', 'Accepted', 'Declined', 'Expired', 'Withdrawn')),
	CONSTRAINT "reserve_changes_role_check" CHECK ("proposed_by_role" in ('Guest', 'Host')),
	CONSTRAINT "reserve_changes_kind_check" CHECK ("kind" in ('Change', 'Extension')),
	CONSTRAINT "reserve_changes_dates_check" CHECK ("end_date" >= "start_date")
);--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_changes_one_open_idx" ON "reserve_changes" ("reserve_id") WHERE status in ('Requested', 'Proposed');--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_changes_key_idx" ON "reserve_changes" ("idempotency_key");--> statement-breakpoint
CREATE INDEX "reserve_changes_reserve_idx" ON "reserve_changes" ("reserve_id", "requested_at");--> statement-breakpoint
CREATE INDEX "reserve_changes_expiry_idx" ON "reserve_changes" ("expires_at") WHERE status in ('Requested', 'Proposed');
