-- Issue 33 (ADR 0040): the invoice (請求書) of a corporate guest paying by transfer, issued at the host's approval,
-- and staff's reconciliation of it. One invoice per reservation; its number comes from a sequence.
CREATE SEQUENCE "payment_invoice_number_seq";--> statement-breakpoint
CREATE TABLE "payment_invoices" (
  "reserve_id" uuid PRIMARY KEY NOT NULL REFERENCES "reserves"("id") ON DELETE CASCADE,
  "invoice_number" text NOT NULL UNIQUE,
  "guest_user_id" uuid NOT NULL REFERENCES "users"("id"),
  -- The addressee as it was at issue (the company may rename itself later; the invoice does not change).
  "company_name" text NOT NULL,
  "department" text,
  "billing_contact_name" text,
  "issued_at" timestamptz NOT NULL,
  "issue_date" date NOT NULL,
  "due_date" date NOT NULL,
  -- What the reservation cost at issue, and what is owed now (a guest's cancellation lowers it to the fee).
  "original_amount" integer NOT NULL,
  "amount" integer NOT NULL,
  "paid_amount" integer,
  "paid_on" date,
  "paid_reference" text,
  "paid_by_user_id" uuid REFERENCES "users"("id"),
  "paid_at" timestamptz,
  "reminded_at" timestamptz,
  "updated_at" timestamptz NOT NULL,
  CONSTRAINT "payment_invoices_amounts_check" CHECK ("original_amount" >= 0 AND "amount" BETWEEN 0 AND "original_amount"),
  CONSTRAINT "payment_invoices_due_check" CHECK ("due_date" >= "issue_date"),
  -- Paid means every fact of the payment at once, and exactly the amount owed.
  CONSTRAINT "payment_invoices_paid_check" CHECK (
    ("paid_at" IS NULL AND "paid_amount" IS NULL AND "paid_on" IS NULL AND "paid_reference" IS NULL AND "paid_by_user_id" IS NULL)
    OR ("paid_at" IS NOT NULL AND "paid_amount" = "amount" AND "paid_on" IS NOT NULL AND "paid_reference" IS NOT NULL AND "paid_by_user_id" IS NOT NULL)
  )
);--> statement-breakpoint
CREATE INDEX "payment_invoices_issued_idx" ON "payment_invoices" ("issued_at" DESC, "reserve_id");--> statement-breakpoint
-- The overdue sweep's look-up: open invoices not yet reminded, by due date.
CREATE INDEX "payment_invoices_overdue_idx" ON "payment_invoices" ("due_date") WHERE "paid_at" IS NULL AND "reminded_at" IS NULL AND "amount" > 0;
