-- Issue 34 (ADR 0045): staff on staff need two of them. Suspending or lifting the suspension of an account that
-- is an operator is first a request ("Requested"); another operator approves it (the act is applied in the same
-- transaction) or rejects it, its author may withdraw it, and it lapses 24 hours after it was made.
CREATE TABLE "staff_account_requests" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "target_user_id" uuid NOT NULL REFERENCES "users"("id"),
  "action" text NOT NULL,
  "reason" text NOT NULL,
  "status" text NOT NULL DEFAULT 'Requested',
  "requested_by" uuid NOT NULL REFERENCES "users"("id"),
  "requested_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "decided_by" uuid REFERENCES "users"("id"),
  "decided_at" timestamp with time zone,
  "decision_reason" text,
  CONSTRAINT "staff_account_requests_action_check" CHECK ("action" in ('Suspend', 'Unsuspend')),
  CONSTRAINT "staff_account_requests_status_check" CHECK ("status" in ('Requested', 'Approved', 'Rejected', 'Withdrawn', 'Expired')),
  -- Staff never ask for an act on their own account.
  CONSTRAINT "staff_account_requests_not_self_check" CHECK ("requested_by" <> "target_user_id"),
  -- Four eyes: an approval or a rejection is never the requester's nor the target's; a withdrawal is only the requester's.
  CONSTRAINT "staff_account_requests_four_eyes_check" CHECK (
    "decided_by" IS NULL
    OR ("status" = 'Withdrawn' AND "decided_by" = "requested_by")
    OR ("status" in ('Approved', 'Rejected') AND "decided_by" <> "requested_by" AND "decided_by" <> "target_user_id")
  )
);--> statement-breakpoint
-- One request waits per account: a second one is refused until the first is decided, withdrawn or lapsed.
CREATE UNIQUE INDEX "staff_account_requests_one_waiting_idx" ON "staff_account_requests" ("target_user_id") WHERE "status" = 'Requested';--> statement-breakpoint
CREATE INDEX "staff_account_requests_target_idx" ON "staff_account_requests" ("target_user_id", "requested_at");--> statement-breakpoint
CREATE INDEX "staff_account_requests_waiting_idx" ON "staff_account_requests" ("requested_at") WHERE "status" = 'Requested';
