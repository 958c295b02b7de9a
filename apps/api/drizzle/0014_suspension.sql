ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "operator_audit_log" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE INDEX "operator_audit_log_at_idx" ON "operator_audit_log" USING btree ("at" DESC NULLS LAST);