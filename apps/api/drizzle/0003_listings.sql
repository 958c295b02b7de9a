-- Listings (ADR 0015). The sort indexes INCLUDE the filter columns (hand-written: drizzle cannot say INCLUDE), so a
-- search's capped count is an index-only scan in the page's order.
-- pg_trgm serves the keyword index; btree_gist the exclusion constraints on periods.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "car_favorites" (
	"user_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_favorites_user_id_car_id_pk" PRIMARY KEY("user_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "car_unavailable_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"period" daterange NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"publication_state" text DEFAULT 'Unpublished' NOT NULL,
	"verification_status" text DEFAULT 'Registered' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"listed" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"busy" datemultirange DEFAULT '{}'::datemultirange NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"card_json" text,
	"detail_json" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"service_type" text NOT NULL,
	"car_variant_id" text NOT NULL,
	"car_kind_id" text,
	"size_class" text NOT NULL,
	"door_count" text NOT NULL,
	"steering_side" text NOT NULL,
	"transmission" text NOT NULL,
	"fuel_type" text NOT NULL,
	"seats" smallint NOT NULL,
	"sleeping_capacity" smallint NOT NULL,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"model_year" smallint,
	"basic_facility_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rule_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"location_id" uuid,
	"prefecture" text,
	"region" text,
	"city" text DEFAULT '' NOT NULL,
	"price_per_day" integer,
	"insurance_price_per_day" integer DEFAULT 0 NOT NULL,
	"cleaning_fee" integer DEFAULT 0 NOT NULL,
	"min_days" smallint DEFAULT 1 NOT NULL,
	"max_days" smallint DEFAULT 14 NOT NULL,
	"pickup_time" text DEFAULT '10:00' NOT NULL,
	"return_time" text DEFAULT '18:00' NOT NULL,
	CONSTRAINT "cars_publication_state_check" CHECK ("cars"."publication_state" in ('Published', 'Unpublished')),
	CONSTRAINT "cars_verification_status_check" CHECK ("cars"."verification_status" in ('Registered', 'VerificationRequest', 'Verified', 'Rejected')),
	CONSTRAINT "cars_title_check" CHECK (length(btrim("cars"."title")) > 0),
	CONSTRAINT "cars_service_type_check" CHECK ("cars"."service_type" in ('CarShare', 'RentalCar')),
	CONSTRAINT "cars_size_class_check" CHECK ("cars"."size_class" in ('Large', 'Medium', 'SemiMedium', 'Standard', 'Small')),
	CONSTRAINT "cars_door_count_check" CHECK ("cars"."door_count" in ('Two', 'Four')),
	CONSTRAINT "cars_steering_side_check" CHECK ("cars"."steering_side" in ('Right', 'Left')),
	CONSTRAINT "cars_transmission_check" CHECK ("cars"."transmission" in ('Automatic', 'Manual')),
	CONSTRAINT "cars_fuel_type_check" CHECK ("cars"."fuel_type" in ('Regular', 'HighOctane', 'Diesel', 'Electric', 'Hybrid', 'Other')),
	CONSTRAINT "cars_prefecture_check" CHECK ("cars"."prefecture" is null or "cars"."prefecture" in ('Hokkaido', 'Aomori', 'Iwate', 'Miyagi', 'Akita', 'Yamagata', 'Fukushima', 'Ibaraki', 'Tochigi', 'Gunma', 'Saitama', 'Chiba', 'Tokyo', 'Kanagawa', 'Niigata', 'Toyama', 'Ishikawa', 'Fukui', 'Yamanashi', 'Nagano', 'Gifu', 'Shizuoka', 'Aichi', 'Mie', 'Shiga', 'Kyoto', 'Osaka', 'Hyogo', 'Nara', 'Wakayama', 'Tottori', 'Shimane', 'Okayama', 'Hiroshima', 'Yamaguchi', 'Tokushima', 'Kagawa', 'Ehime', 'Kochi', 'Fukuoka', 'Saga', 'Nagasaki', 'Kumamoto', 'Oita', 'Miyazaki', 'Kagoshima', 'Okinawa')),
	CONSTRAINT "cars_region_check" CHECK ("cars"."region" is null or "cars"."region" in ('Hokkaido', 'Tohoku', 'Kanto', 'Chubu', 'Kinki', 'Chugoku', 'Shikoku', 'Kyushu', 'Okinawa')),
	CONSTRAINT "cars_seats_check" CHECK ("cars"."seats" between 1 and 30),
	CONSTRAINT "cars_sleeping_capacity_check" CHECK ("cars"."sleeping_capacity" between 0 and 10),
	CONSTRAINT "cars_price_check" CHECK (("cars"."price_per_day" is null or "cars"."price_per_day" > 0) and "cars"."insurance_price_per_day" >= 0 and "cars"."cleaning_fee" >= 0),
	CONSTRAINT "cars_days_check" CHECK ("cars"."min_days" >= 1 and "cars"."max_days" >= "cars"."min_days"),
	CONSTRAINT "cars_listed_check" CHECK (not "cars"."listed" or ("cars"."prefecture" is not null and "cars"."price_per_day" is not null and "cars"."card_json" is not null))
);
--> statement-breakpoint
CREATE TABLE "spot_favorites" (
	"user_id" uuid NOT NULL,
	"spot_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_favorites_user_id_spot_id_pk" PRIMARY KEY("user_id","spot_id")
);
--> statement-breakpoint
CREATE TABLE "spot_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spot_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"price_unit" text NOT NULL,
	"capacity_per_day" integer NOT NULL,
	"max_people" smallint NOT NULL,
	"check_in_time" text,
	"check_out_time" text,
	"duration_minutes" integer,
	"position" smallint DEFAULT 0 NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_plans_price_unit_check" CHECK ("spot_plans"."price_unit" in ('Oneshot', 'PerDay')),
	CONSTRAINT "spot_plans_numbers_check" CHECK ("spot_plans"."price" > 0 and "spot_plans"."capacity_per_day" > 0 and "spot_plans"."max_people" > 0)
);
--> statement-breakpoint
CREATE TABLE "spot_unavailable_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spot_id" uuid NOT NULL,
	"period" daterange NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"publication_state" text DEFAULT 'Unpublished' NOT NULL,
	"verification_status" text DEFAULT 'Registered' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"listed" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"busy" datemultirange DEFAULT '{}'::datemultirange NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"card_json" text,
	"detail_json" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"spot_type_id" text NOT NULL,
	"spot_kind" text NOT NULL,
	"postal_code" text,
	"prefecture" text,
	"region" text,
	"city" text DEFAULT '' NOT NULL,
	"address_line" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"access" text DEFAULT '' NOT NULL,
	"basic_facility_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"surrounding_facility_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"rule_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_from" integer,
	"price_from_unit" text,
	"max_people" smallint,
	CONSTRAINT "spots_publication_state_check" CHECK ("spots"."publication_state" in ('Published', 'Unpublished')),
	CONSTRAINT "spots_verification_status_check" CHECK ("spots"."verification_status" in ('Registered', 'VerificationRequest', 'Verified', 'Rejected')),
	CONSTRAINT "spots_title_check" CHECK (length(btrim("spots"."title")) > 0),
	CONSTRAINT "spots_spot_kind_check" CHECK ("spots"."spot_kind" in ('Land', 'Activity')),
	CONSTRAINT "spots_prefecture_check" CHECK ("spots"."prefecture" is null or "spots"."prefecture" in ('Hokkaido', 'Aomori', 'Iwate', 'Miyagi', 'Akita', 'Yamagata', 'Fukushima', 'Ibaraki', 'Tochigi', 'Gunma', 'Saitama', 'Chiba', 'Tokyo', 'Kanagawa', 'Niigata', 'Toyama', 'Ishikawa', 'Fukui', 'Yamanashi', 'Nagano', 'Gifu', 'Shizuoka', 'Aichi', 'Mie', 'Shiga', 'Kyoto', 'Osaka', 'Hyogo', 'Nara', 'Wakayama', 'Tottori', 'Shimane', 'Okayama', 'Hiroshima', 'Yamaguchi', 'Tokushima', 'Kagawa', 'Ehime', 'Kochi', 'Fukuoka', 'Saga', 'Nagasaki', 'Kumamoto', 'Oita', 'Miyazaki', 'Kagoshima', 'Okinawa')),
	CONSTRAINT "spots_region_check" CHECK ("spots"."region" is null or "spots"."region" in ('Hokkaido', 'Tohoku', 'Kanto', 'Chubu', 'Kinki', 'Chugoku', 'Shikoku', 'Kyushu', 'Okinawa')),
	CONSTRAINT "spots_listed_check" CHECK (not "spots"."listed" or ("spots"."prefecture" is not null and "spots"."price_from" is not null and "spots"."card_json" is not null))
);
--> statement-breakpoint
ALTER TABLE "car_favorites" ADD CONSTRAINT "car_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_favorites" ADD CONSTRAINT "car_favorites_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_unavailable_periods" ADD CONSTRAINT "car_unavailable_periods_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_car_variant_id_car_variants_id_fk" FOREIGN KEY ("car_variant_id") REFERENCES "public"."car_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_car_kind_id_car_kinds_id_fk" FOREIGN KEY ("car_kind_id") REFERENCES "public"."car_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_location_id_user_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."user_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_favorites" ADD CONSTRAINT "spot_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_favorites" ADD CONSTRAINT "spot_favorites_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_plans" ADD CONSTRAINT "spot_plans_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_unavailable_periods" ADD CONSTRAINT "spot_unavailable_periods_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_spot_type_id_spot_types_id_fk" FOREIGN KEY ("spot_type_id") REFERENCES "public"."spot_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_favorites_user_idx" ON "car_favorites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "car_favorites_car_idx" ON "car_favorites" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "car_unavailable_periods_car_idx" ON "car_unavailable_periods" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "cars_owner_idx" ON "cars" USING btree ("owner_user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cars_review_idx" ON "cars" USING btree ("verification_status","submitted_at");--> statement-breakpoint
CREATE INDEX "cars_location_idx" ON "cars" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "cars_popular_idx" ON "cars" USING btree ("service_type","popularity" DESC NULLS LAST,"id") INCLUDE ("busy","seats","sleeping_capacity","price_per_day","car_kind_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "cars_pref_popular_idx" ON "cars" USING btree ("service_type","prefecture","popularity" DESC NULLS LAST,"id") INCLUDE ("busy","seats","sleeping_capacity","price_per_day","car_kind_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "cars_region_popular_idx" ON "cars" USING btree ("service_type","region","popularity" DESC NULLS LAST,"id") INCLUDE ("busy","seats","sleeping_capacity","price_per_day","car_kind_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "cars_price_idx" ON "cars" USING btree ("service_type","price_per_day","id") INCLUDE ("busy","seats","sleeping_capacity","car_kind_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "cars_pref_price_idx" ON "cars" USING btree ("service_type","prefecture","price_per_day","id") INCLUDE ("busy","seats","sleeping_capacity","car_kind_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "cars_newest_idx" ON "cars" USING btree ("service_type","published_at" DESC NULLS LAST,"id") INCLUDE ("busy","seats","sleeping_capacity","price_per_day","car_kind_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "cars_facilities_idx" ON "cars" USING gin ("basic_facility_ids") WHERE listed;--> statement-breakpoint
CREATE INDEX "cars_search_text_idx" ON "cars" USING gin ("search_text" gin_trgm_ops) WHERE listed;--> statement-breakpoint
CREATE INDEX "cars_search_grams_idx" ON "cars" USING gin ("search_grams") WHERE listed;--> statement-breakpoint
CREATE INDEX "spot_favorites_user_idx" ON "spot_favorites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "spot_favorites_spot_idx" ON "spot_favorites" USING btree ("spot_id");--> statement-breakpoint
CREATE INDEX "spot_plans_spot_idx" ON "spot_plans" USING btree ("spot_id","position");--> statement-breakpoint
CREATE INDEX "spot_unavailable_periods_spot_idx" ON "spot_unavailable_periods" USING btree ("spot_id");--> statement-breakpoint
CREATE INDEX "spots_owner_idx" ON "spots" USING btree ("owner_user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "spots_review_idx" ON "spots" USING btree ("verification_status","submitted_at");--> statement-breakpoint
CREATE INDEX "spots_popular_idx" ON "spots" USING btree ("popularity" DESC NULLS LAST,"id") INCLUDE ("busy","max_people","price_from","spot_kind","spot_type_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "spots_pref_popular_idx" ON "spots" USING btree ("prefecture","popularity" DESC NULLS LAST,"id") INCLUDE ("busy","max_people","price_from","spot_kind","spot_type_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "spots_region_popular_idx" ON "spots" USING btree ("region","popularity" DESC NULLS LAST,"id") INCLUDE ("busy","max_people","price_from","spot_kind","spot_type_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "spots_price_idx" ON "spots" USING btree ("price_from","id") INCLUDE ("busy","max_people","spot_kind","spot_type_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "spots_pref_price_idx" ON "spots" USING btree ("prefecture","price_from","id") INCLUDE ("busy","max_people","spot_kind","spot_type_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "spots_newest_idx" ON "spots" USING btree ("published_at" DESC NULLS LAST,"id") INCLUDE ("busy","max_people","price_from","spot_kind","spot_type_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "spots_facilities_idx" ON "spots" USING gin ("basic_facility_ids") WHERE listed;--> statement-breakpoint
CREATE INDEX "spots_search_text_idx" ON "spots" USING gin ("search_text" gin_trgm_ops) WHERE listed;--> statement-breakpoint
CREATE INDEX "spots_search_grams_idx" ON "spots" USING gin ("search_grams") WHERE listed;--> statement-breakpoint
-- Hand-written: an owner's unavailable periods never overlap (the reservations issue adds its own rows to the same rule).
ALTER TABLE "car_unavailable_periods" ADD CONSTRAINT "car_unavailable_periods_no_overlap" EXCLUDE USING gist ("car_id" WITH =, "period" WITH &&);--> statement-breakpoint
ALTER TABLE "spot_unavailable_periods" ADD CONSTRAINT "spot_unavailable_periods_no_overlap" EXCLUDE USING gist ("spot_id" WITH =, "period" WITH &&);--> statement-breakpoint
ALTER TABLE "car_unavailable_periods" ADD CONSTRAINT "car_unavailable_periods_not_empty" CHECK (NOT isempty("period") AND lower_inc("period") AND NOT upper_inc("period"));--> statement-breakpoint
ALTER TABLE "spot_unavailable_periods" ADD CONSTRAINT "spot_unavailable_periods_not_empty" CHECK (NOT isempty("period") AND lower_inc("period") AND NOT upper_inc("period"));
