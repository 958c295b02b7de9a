-- Reviews and ratings (ADR 0027). A review is written by one side of a Returned reservation (the guest about the car
-- or spot, the host about the guest), once per reservation and side; it stays Pending (hidden by the blind rule)
-- until the other side writes or the window closes. Each listing keeps its rating aggregates on its own row, changed
-- in the transaction that publishes or removes a review, so search can sort and filter by them with an index.
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reserve_id" uuid NOT NULL REFERENCES "reserves"("id"),
	"author_role" text NOT NULL,
	"author_user_id" uuid NOT NULL REFERENCES "users"("id"),
	"subject_user_id" uuid NOT NULL REFERENCES "users"("id"),
	"target_kind" text NOT NULL,
	"car_id" uuid REFERENCES "cars"("id"),
	"spot_id" uuid REFERENCES "spots"("id"),
	"listing_region" text,
	"listing_prefecture" text,
	"stayed_in" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"overall" smallint NOT NULL,
	"aspect_scores" smallint[] NOT NULL,
	"body" text NOT NULL,
	"photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"window_closes_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"rejection_reason" text,
	"moderated_at" timestamp with time zone,
	"moderated_by" uuid REFERENCES "users"("id"),
	"report_count" integer DEFAULT 0 NOT NULL,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_one_per_side" UNIQUE ("reserve_id", "author_role"),
	CONSTRAINT "reviews_author_role_check" CHECK ("reviews"."author_role" in ('Guest', 'Host')),
	CONSTRAINT "reviews_target_kind_check" CHECK ("reviews"."target_kind" in ('Car', 'Spot')),
	CONSTRAINT "reviews_target_check" CHECK (("reviews"."target_kind" = 'Car' and "reviews"."car_id" is not null and "reviews"."spot_id" is null) or ("reviews"."target_kind" = 'Spot' and "reviews"."spot_id" is not null and "reviews"."car_id" is null)),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('Pending', 'Accepted', 'Rejected')),
	CONSTRAINT "reviews_overall_check" CHECK ("reviews"."overall" between 1 and 5),
	CONSTRAINT "reviews_aspect_scores_check" CHECK (cardinality("reviews"."aspect_scores") between 3 and 5 and 1 <= all("reviews"."aspect_scores") and 5 >= all("reviews"."aspect_scores")),
	CONSTRAINT "reviews_body_check" CHECK (length(btrim("reviews"."body")) > 0),
	CONSTRAINT "reviews_two_people_check" CHECK ("reviews"."author_user_id" <> "reviews"."subject_user_id"),
	CONSTRAINT "reviews_published_check" CHECK ("reviews"."status" = 'Rejected' or (("reviews"."status" = 'Pending') = ("reviews"."published_at" is null))),
	CONSTRAINT "reviews_rejected_check" CHECK (("reviews"."status" = 'Rejected') = ("reviews"."rejection_reason" is not null)),
	CONSTRAINT "reviews_guest_only_check" CHECK ("reviews"."author_role" = 'Guest' or (cardinality("reviews"."photo_ids") = 0 and "reviews"."reply" is null)),
	CONSTRAINT "reviews_reply_check" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null)),
	CONSTRAINT "reviews_report_count_check" CHECK ("reviews"."report_count" >= 0)
);
--> statement-breakpoint
-- The public lists: published guest reviews, newest first, overall, by kind, by place and per listing.
CREATE INDEX "reviews_public_idx" ON "reviews" USING btree ("published_at" DESC, "id" DESC) WHERE "status" = 'Accepted' AND "author_role" = 'Guest';--> statement-breakpoint
CREATE INDEX "reviews_public_kind_idx" ON "reviews" USING btree ("target_kind", "published_at" DESC, "id" DESC) WHERE "status" = 'Accepted' AND "author_role" = 'Guest';--> statement-breakpoint
CREATE INDEX "reviews_public_region_idx" ON "reviews" USING btree ("listing_region", "published_at" DESC, "id" DESC) WHERE "status" = 'Accepted' AND "author_role" = 'Guest';--> statement-breakpoint
CREATE INDEX "reviews_public_prefecture_idx" ON "reviews" USING btree ("listing_prefecture", "published_at" DESC, "id" DESC) WHERE "status" = 'Accepted' AND "author_role" = 'Guest';--> statement-breakpoint
CREATE INDEX "reviews_car_idx" ON "reviews" USING btree ("car_id", "published_at" DESC, "id" DESC) WHERE "status" = 'Accepted' AND "author_role" = 'Guest';--> statement-breakpoint
CREATE INDEX "reviews_spot_idx" ON "reviews" USING btree ("spot_id", "published_at" DESC, "id" DESC) WHERE "status" = 'Accepted' AND "author_role" = 'Guest';--> statement-breakpoint
-- A guest's rating from hosts (read when a host decides a request).
CREATE INDEX "reviews_guest_rating_idx" ON "reviews" USING btree ("subject_user_id", "published_at" DESC, "id" DESC) WHERE "status" = 'Accepted' AND "author_role" = 'Host';--> statement-breakpoint
-- The publication sweep: Pending reviews whose window has closed.
CREATE INDEX "reviews_window_idx" ON "reviews" USING btree ("window_closes_at") WHERE "status" = 'Pending';--> statement-breakpoint
-- The operators' queues: published and not yet looked at; reported since the last look.
CREATE INDEX "reviews_unmoderated_idx" ON "reviews" USING btree ("published_at", "id") WHERE "status" = 'Accepted' AND "moderated_at" IS NULL;--> statement-breakpoint
CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("report_count" DESC, "reported_at", "id") WHERE "status" = 'Accepted' AND "report_count" > 0;--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_user_id", "created_at" DESC);--> statement-breakpoint
CREATE TABLE "review_reports" (
	"review_id" uuid NOT NULL REFERENCES "reviews"("id") ON DELETE CASCADE,
	"reporter_user_id" uuid NOT NULL REFERENCES "users"("id"),
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_pkey" PRIMARY KEY ("review_id", "reporter_user_id"),
	CONSTRAINT "review_reports_reason_check" CHECK (length(btrim("review_reports"."reason")) > 0)
);
--> statement-breakpoint
-- The reminder goes out once per reservation: a row here is the proof that it was sent.
CREATE TABLE "review_reminders" (
	"reserve_id" uuid PRIMARY KEY NOT NULL REFERENCES "reserves"("id"),
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The reminder sweep reads returned reservations by their return.
CREATE INDEX "reserves_returned_idx" ON "reserves" USING btree ("returned_at") WHERE "status" = 'Returned';--> statement-breakpoint
-- A listing's rating: the count and sum of its published reviews' overall stars, how many gave each number of
-- stars (index 1 is one star), the sums of each aspect (in the kind's order, reviews/rules.ts), and the average
-- the search sorts and filters by, derived by PostgreSQL so it can never disagree with the count and the sum.
ALTER TABLE "cars" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "rating_star_counts" integer[] DEFAULT '{0,0,0,0,0}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "rating_aspect_sums" integer[] DEFAULT '{0,0,0,0,0}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "rating_average" numeric(3, 2) GENERATED ALWAYS AS (CASE WHEN "rating_count" > 0 THEN round("rating_sum"::numeric / "rating_count", 2) END) STORED;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_rating_check" CHECK ("rating_count" >= 0 and "rating_sum" between "rating_count" and 5 * "rating_count" and cardinality("rating_star_counts") = 5 and cardinality("rating_aspect_sums") = 5);--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "rating_star_counts" integer[] DEFAULT '{0,0,0,0,0}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "rating_aspect_sums" integer[] DEFAULT '{0,0,0,0,0}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "rating_average" numeric(3, 2) GENERATED ALWAYS AS (CASE WHEN "rating_count" > 0 THEN round("rating_sum"::numeric / "rating_count", 2) END) STORED;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_rating_check" CHECK ("rating_count" >= 0 and "rating_sum" between "rating_count" and 5 * "rating_count" and cardinality("rating_star_counts") = 5 and cardinality("rating_aspect_sums") = 5);--> statement-breakpoint
-- The rating sort, as the other sorts: partial on listed, in the ORDER BY's order, INCLUDE the filter columns.
CREATE INDEX "cars_rating_idx" ON "cars" USING btree ("service_type", "rating_average" DESC NULLS LAST, "rating_count" DESC, "id") INCLUDE ("busy", "seats", "sleeping_capacity", "price_per_day", "car_kind_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "cars_pref_rating_idx" ON "cars" USING btree ("service_type", "prefecture", "rating_average" DESC NULLS LAST, "rating_count" DESC, "id") INCLUDE ("busy", "seats", "sleeping_capacity", "price_per_day", "car_kind_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "spots_rating_idx" ON "spots" USING btree ("rating_average" DESC NULLS LAST, "rating_count" DESC, "id") INCLUDE ("busy", "max_people", "price_from", "spot_kind", "spot_type_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "spots_pref_rating_idx" ON "spots" USING btree ("prefecture", "rating_average" DESC NULLS LAST, "rating_count" DESC, "id") INCLUDE ("busy", "max_people", "price_from", "spot_kind", "spot_type_id") WHERE listed;
