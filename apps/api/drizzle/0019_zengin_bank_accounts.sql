-- Bank accounts name the bank and branch by their Zengin codes (issue 33). Accounts registered
-- before keep their free-text names and null codes: they are shown, and must be registered again
-- before they can be paid, since a transfer file needs the codes.
ALTER TABLE "bank_accounts" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "branch_code" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_bank_code_check" CHECK ("bank_accounts"."bank_code" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_branch_code_check" CHECK ("bank_accounts"."branch_code" ~ '^[0-9]{3}$');--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_codes_together_check" CHECK (("bank_accounts"."bank_code" is null) = ("bank_accounts"."branch_code" is null));
