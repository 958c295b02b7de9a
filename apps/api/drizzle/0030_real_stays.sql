-- Reviews from real stays (ADR 0046): a stay is reviewed from the day after its end date in Japan once its return is
-- settled. Reservations returned before this migration keep the window they had (it opened at the return).
ALTER TABLE "reserves" ADD COLUMN "returned_by_role" text;--> statement-breakpoint
ALTER TABLE "reserves" ADD COLUMN "review_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reserves" ADD COLUMN "return_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reserves" ADD COLUMN "return_disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reserves" ADD COLUMN "return_dispute_reason" text;--> statement-breakpoint
ALTER TABLE "reserves" ADD COLUMN "return_dispute_reason_masked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reserves" ADD COLUMN "return_dispute_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reserves" ADD COLUMN "return_dispute_resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "reserves" ADD COLUMN "return_dispute_resolution" text;--> statement-breakpoint
ALTER TABLE "reserves" ADD CONSTRAINT "reserves_return_dispute_resolved_by_users_id_fk" FOREIGN KEY ("return_dispute_resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserves" ADD CONSTRAINT "reserves_returned_by_role_check" CHECK ("returned_by_role" IS NULL OR "returned_by_role" IN ('Host', 'System'));--> statement-breakpoint
UPDATE "reserves" SET "returned_by_role" = 'Host', "review_opens_at" = "returned_at" WHERE "status" = 'Returned' AND "returned_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reserves_renting_end_idx" ON "reserves" USING btree ("end_date") WHERE status = 'Renting';--> statement-breakpoint
CREATE INDEX "reserves_open_return_disputes_idx" ON "reserves" USING btree ("return_disputed_at") WHERE return_disputed_at is not null and return_dispute_resolved_at is null;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "client_signal" text;--> statement-breakpoint
CREATE INDEX "reviews_client_signal_idx" ON "reviews" USING btree ("client_signal") WHERE client_signal is not null;
