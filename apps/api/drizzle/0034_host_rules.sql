-- A host's rules (issue 36 items 1–2). One row per car or spot plan with its availability and pricing rules as the
-- pure engines take them (packages/contract/src/host-rules), written whole after rules-input.ts accepted them. A car's
-- minimum and maximum days stay in cars.min_days / max_days (the listing form, the search and the quote read them):
-- the rules' update writes them there in the same transaction, so there is one source. A spot plan had no length
-- limits: its rows keep them here. Coupons: a host's (good for every listing of its host) or the marketplace's
-- (owner null, created by an operator), with one redemption row per reservation; a redemption is taken under the
-- coupon's row lock, so two guests racing for the last use cannot both have it.
CREATE TABLE "listing_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid REFERENCES "cars"("id") ON DELETE CASCADE,
	"spot_plan_id" uuid REFERENCES "spot_plans"("id") ON DELETE CASCADE,
	"availability" jsonb NOT NULL,
	"pricing" jsonb NOT NULL,
	"min_length" smallint,
	"max_length" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_rules_one_listing" CHECK (num_nonnulls("car_id", "spot_plan_id") = 1),
	CONSTRAINT "listing_rules_length_check" CHECK (
		("car_id" is not null and "min_length" is null and "max_length" is null)
		or ("spot_plan_id" is not null and "min_length" >= 1 and "max_length" >= "min_length")
	)
);--> statement-breakpoint
CREATE UNIQUE INDEX "listing_rules_car_idx" ON "listing_rules" ("car_id") WHERE "car_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_rules_spot_plan_idx" ON "listing_rules" ("spot_plan_id") WHERE "spot_plan_id" is not null;--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"owner_user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
	"created_by_user_id" uuid NOT NULL REFERENCES "users"("id"),
	"discount_kind" text NOT NULL,
	"discount_value" integer NOT NULL,
	"min_length" smallint NOT NULL,
	"stay_from" date,
	"stay_to" date,
	"expires_on" date NOT NULL,
	"total_cap" integer,
	"per_guest_cap" integer,
	"combines_with_long_stay" boolean NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_discount_check" CHECK (
		("discount_kind" = 'Percent' and "discount_value" between 1 and 100) or ("discount_kind" = 'Yen' and "discount_value" >= 1)
	),
	CONSTRAINT "coupons_stay_check" CHECK (num_nonnulls("stay_from", "stay_to") <> 1 and ("stay_from" is null or "stay_from" <= "stay_to")),
	CONSTRAINT "coupons_caps_check" CHECK (("total_cap" is null or "total_cap" >= 1) and ("per_guest_cap" is null or "per_guest_cap" >= 1))
);--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" ("code");--> statement-breakpoint
CREATE INDEX "coupons_owner_idx" ON "coupons" ("owner_user_id", "created_at");--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"coupon_id" uuid NOT NULL REFERENCES "coupons"("id") ON DELETE CASCADE,
	"reserve_id" uuid NOT NULL REFERENCES "reserves"("id") ON DELETE CASCADE,
	"guest_user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_pk" PRIMARY KEY ("reserve_id")
);--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" ("coupon_id", "guest_user_id");
