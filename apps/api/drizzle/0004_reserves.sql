-- Reservations (ADR 0016), hand-written. Double booking is impossible by construction:
-- a car's active reservations exclude each other (reserves_car_no_overlap) and hold their days in
-- car_unavailable_periods (reserve_id set), whose exclusion constraint also keeps them off the
-- owner's own unavailable days; a spot plan's days are counted in spot_plan_inventory with
-- CHECK (booked <= capacity). Writes lock the listing row first (FOR UPDATE), so they queue instead of
-- deadlocking in the gist index.
CREATE TABLE "reserves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reserve_target_kind" text NOT NULL,
	"car_id" uuid REFERENCES "cars"("id"),
	"spot_id" uuid REFERENCES "spots"("id"),
	"spot_plan_id" uuid REFERENCES "spot_plans"("id"),
	"guest_user_id" uuid NOT NULL REFERENCES "users"("id"),
	"host_user_id" uuid NOT NULL REFERENCES "users"("id"),
	"status" text NOT NULL,
	"period" daterange NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" smallint NOT NULL,
	"people" smallint NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_lines" jsonb NOT NULL,
	"total" integer NOT NULL,
	"fee_rate" numeric(5, 4) NOT NULL,
	"marketplace_fee" integer NOT NULL,
	"payment_method" text NOT NULL,
	"approve_deadline" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"renting_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"cancel_fee" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"canceled_by_role" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserves_target_kind_check" CHECK ("reserve_target_kind" in ('CarShare', 'RentalCar', 'Spot')),
	CONSTRAINT "reserves_target_check" CHECK (
		("reserve_target_kind" = 'Spot' and "car_id" is null and "spot_id" is not null and "spot_plan_id" is not null)
		or ("reserve_target_kind" <> 'Spot' and "car_id" is not null and "spot_id" is null and "spot_plan_id" is null)),
	CONSTRAINT "reserves_status_check" CHECK ("status" in ('Request', 'Approved', 'Canceled', 'AutoCanceled', 'Renting', 'Returned')),
	CONSTRAINT "reserves_payment_method_check" CHECK ("payment_method" in ('CreditCard', 'Invoice')),
	CONSTRAINT "reserves_canceled_by_role_check" CHECK ("canceled_by_role" is null or "canceled_by_role" in ('Guest', 'Host', 'Operator', 'System')),
	CONSTRAINT "reserves_dates_check" CHECK ("end_date" >= "start_date" and "days" >= 1 and "people" >= 1),
	CONSTRAINT "reserves_period_check" CHECK (NOT isempty("period") AND lower_inc("period") AND NOT upper_inc("period")),
	CONSTRAINT "reserves_money_check" CHECK ("total" >= 0 and "marketplace_fee" between 0 and "total" and "cancel_fee" between 0 and "total"
		and "fee_rate" >= 0 and "fee_rate" < 1),
	CONSTRAINT "reserves_not_own_check" CHECK ("guest_user_id" <> "host_user_id"),
	CONSTRAINT "reserves_car_no_overlap" EXCLUDE USING gist ("car_id" WITH =, "period" WITH &&)
		WHERE ("car_id" IS NOT NULL AND "status" IN ('Request', 'Approved', 'Renting'))
);
--> statement-breakpoint
CREATE INDEX "reserves_guest_idx" ON "reserves" USING btree ("guest_user_id", "start_date");--> statement-breakpoint
CREATE INDEX "reserves_host_idx" ON "reserves" USING btree ("host_user_id", "start_date");--> statement-breakpoint
CREATE INDEX "reserves_host_status_idx" ON "reserves" USING btree ("host_user_id", "status", "start_date");--> statement-breakpoint
CREATE INDEX "reserves_car_idx" ON "reserves" USING btree ("car_id", "start_date") WHERE "car_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reserves_spot_idx" ON "reserves" USING btree ("spot_id", "start_date") WHERE "spot_id" IS NOT NULL;--> statement-breakpoint
-- The sweep's batches: only requests, in deadline order.
CREATE INDEX "reserves_approve_deadline_idx" ON "reserves" USING btree ("approve_deadline") WHERE "status" = 'Request';--> statement-breakpoint
-- Monthly sales: a host's returned reservations by the instant they came back.
CREATE INDEX "reserves_sales_idx" ON "reserves" USING btree ("host_user_id", "returned_at") WHERE "status" = 'Returned';--> statement-breakpoint
-- Append-only: every transition, and the creation (from_status null → Request).
CREATE TABLE "reserve_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"reserve_id" uuid NOT NULL REFERENCES "reserves"("id") ON DELETE cascade,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" uuid REFERENCES "users"("id"),
	"actor_role" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserve_status_history_actor_role_check" CHECK ("actor_role" in ('Guest', 'Host', 'Operator', 'System')),
	CONSTRAINT "reserve_status_history_actor_check" CHECK (("actor_role" = 'System') = ("actor_user_id" is null))
);
--> statement-breakpoint
CREATE INDEX "reserve_status_history_reserve_idx" ON "reserve_status_history" USING btree ("reserve_id", "id");--> statement-breakpoint
-- Per plan and day: how many reservations the day can take and how many it holds.
CREATE TABLE "spot_plan_inventory" (
	"spot_plan_id" uuid NOT NULL REFERENCES "spot_plans"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "spot_plan_inventory_pk" PRIMARY KEY ("spot_plan_id", "day"),
	CONSTRAINT "spot_plan_inventory_capacity_check" CHECK ("booked" <= "capacity"),
	CONSTRAINT "spot_plan_inventory_booked_check" CHECK ("booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reserve_handovers" (
	"reserve_id" uuid NOT NULL REFERENCES "reserves"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"recorded_by" uuid NOT NULL REFERENCES "users"("id"),
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"odometer_km" integer,
	"fuel_level" text,
	"photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "reserve_handovers_pk" PRIMARY KEY ("reserve_id", "kind"),
	CONSTRAINT "reserve_handovers_kind_check" CHECK ("kind" in ('CheckIn', 'CheckOut')),
	CONSTRAINT "reserve_handovers_fuel_level_check" CHECK ("fuel_level" is null or "fuel_level" in ('Full', 'ThreeQuarters', 'Half', 'Quarter', 'Empty')),
	CONSTRAINT "reserve_handovers_odometer_check" CHECK ("odometer_km" is null or "odometer_km" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reserve_accident_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reserve_id" uuid NOT NULL REFERENCES "reserves"("id") ON DELETE cascade,
	"reporter_user_id" uuid NOT NULL REFERENCES "users"("id"),
	"reporter_role" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"description" text NOT NULL,
	"police_called" boolean NOT NULL,
	"photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserve_accident_reports_kind_check" CHECK ("kind" in ('Accident', 'Defect')),
	CONSTRAINT "reserve_accident_reports_reporter_role_check" CHECK ("reporter_role" in ('Guest', 'Host'))
);
--> statement-breakpoint
CREATE INDEX "reserve_accident_reports_reserve_idx" ON "reserve_accident_reports" USING btree ("reserve_id", "created_at");--> statement-breakpoint
-- A create call's Idempotency-Key, inserted in the creation's own transaction (a failed creation rolls it back).
CREATE TABLE "reserve_idempotency_keys" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reserve_id" uuid NOT NULL REFERENCES "reserves"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserve_idempotency_keys_pk" PRIMARY KEY ("user_id", "key")
);
--> statement-breakpoint
CREATE INDEX "reserve_idempotency_keys_created_idx" ON "reserve_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- A row with reserve_id is the period an active reservation holds; one without is the owner's own.
ALTER TABLE "car_unavailable_periods" ADD COLUMN "reserve_id" uuid REFERENCES "reserves"("id") ON DELETE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "car_unavailable_periods_reserve_idx" ON "car_unavailable_periods" USING btree ("reserve_id") WHERE "reserve_id" IS NOT NULL;
