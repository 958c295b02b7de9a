-- Each spot plan's own export feed (issue 36 item 3, ADR 0057): a channel manager that sells one plan elsewhere reads
-- that plan's full and preparation days only. A row names exactly one of a car, a spot or a spot plan.
ALTER TABLE "calendar_exports" ADD COLUMN "spot_plan_id" uuid REFERENCES "spot_plans"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "calendar_exports" DROP CONSTRAINT "calendar_exports_one_listing";--> statement-breakpoint
ALTER TABLE "calendar_exports" ADD CONSTRAINT "calendar_exports_one_listing" CHECK (num_nonnulls("car_id", "spot_id", "spot_plan_id") = 1);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_exports_plan_idx" ON "calendar_exports" ("spot_plan_id") WHERE "spot_plan_id" is not null;
