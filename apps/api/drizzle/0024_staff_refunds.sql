-- Issue 33 (ADR 0041): refunds decided by staff. Every one is a row; above the four-eyes threshold it
-- waits ("Requested") for another operator's approval, and becomes "Done" when the refund is decided
-- (the payment's refund_pending and the ledger's journal, in the same transaction). The client's key
-- makes a replayed request the same row.
CREATE TABLE "staff_refunds" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "reserve_id" uuid NOT NULL REFERENCES "reserves"("id") ON DELETE CASCADE,
  "request_key" uuid NOT NULL UNIQUE,
  "amount" integer NOT NULL,
  "reason" text NOT NULL,
  "status" text NOT NULL,
  "requested_by" uuid NOT NULL REFERENCES "users"("id"),
  "approved_by" uuid REFERENCES "users"("id"),
  "requested_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp with time zone,
  CONSTRAINT "staff_refunds_amount_check" CHECK ("amount" > 0),
  CONSTRAINT "staff_refunds_status_check" CHECK ("status" in ('Requested', 'Done')),
  -- Four eyes: the approver is never the requester.
  CONSTRAINT "staff_refunds_four_eyes_check" CHECK ("approved_by" IS NULL OR "approved_by" <> "requested_by")
);--> statement-breakpoint
CREATE INDEX "staff_refunds_reserve_idx" ON "staff_refunds" ("reserve_id", "requested_at");
