-- Issue 33: the account kind (個人 / 法人) with the company's names, and a host's invoice registration number.
-- Every existing user is an individual account without a registration.
ALTER TABLE "users" ADD COLUMN "account_kind" text DEFAULT 'Individual' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_contact_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invoice_registration_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invoice_registered_name" text;--> statement-breakpoint
-- A corporate account always names its company; an individual one carries no company names.
ALTER TABLE "users" ADD CONSTRAINT "users_account_kind_check" CHECK (
  ("account_kind" = 'Individual' AND "company_name" IS NULL AND "department" IS NULL AND "billing_contact_name" IS NULL)
  OR ("account_kind" = 'Corporate' AND "company_name" IS NOT NULL AND char_length("company_name") BETWEEN 1 AND 100)
);--> statement-breakpoint
-- The canonical form the contract stores (its check digit is the contract's rule); number and name together.
ALTER TABLE "users" ADD CONSTRAINT "users_invoice_registration_check" CHECK (
  ("invoice_registration_number" IS NULL AND "invoice_registered_name" IS NULL)
  OR ("invoice_registration_number" ~ '^T[0-9]{13}$' AND "invoice_registered_name" IS NOT NULL)
);
