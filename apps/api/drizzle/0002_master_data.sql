CREATE TABLE "car_additional_facilities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"activity" text DEFAULT 'Active' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"suggested_price" integer,
	"price_unit" text NOT NULL,
	CONSTRAINT "car_additional_facilities_name_unique" UNIQUE("name"),
	CONSTRAINT "car_additional_facilities_id_check" CHECK ("car_additional_facilities"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("car_additional_facilities"."id") <= 64),
	CONSTRAINT "car_additional_facilities_name_check" CHECK (length(btrim("car_additional_facilities"."name")) > 0),
	CONSTRAINT "car_additional_facilities_activity_check" CHECK ("car_additional_facilities"."activity" in ('Active', 'Inactive', 'Temporary')),
	CONSTRAINT "car_additional_facilities_price_check" CHECK ("car_additional_facilities"."suggested_price" is null or "car_additional_facilities"."suggested_price" >= 0),
	CONSTRAINT "car_additional_facilities_price_unit_check" CHECK ("car_additional_facilities"."price_unit" in ('Oneshot', 'PerDay', 'PerUnit'))
);
--> statement-breakpoint
CREATE TABLE "car_basic_facilities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"activity" text DEFAULT 'Active' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "car_basic_facilities_name_unique" UNIQUE("name"),
	CONSTRAINT "car_basic_facilities_id_check" CHECK ("car_basic_facilities"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("car_basic_facilities"."id") <= 64),
	CONSTRAINT "car_basic_facilities_name_check" CHECK (length(btrim("car_basic_facilities"."name")) > 0),
	CONSTRAINT "car_basic_facilities_activity_check" CHECK ("car_basic_facilities"."activity" in ('Active', 'Inactive', 'Temporary')),
	CONSTRAINT "car_basic_facilities_category_check" CHECK ("car_basic_facilities"."category" in ('Sleeping', 'Power', 'Climate', 'Kitchen', 'Driving', 'Comfort'))
);
--> statement-breakpoint
CREATE TABLE "car_kinds" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"activity" text DEFAULT 'Active' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_campervan" boolean DEFAULT false NOT NULL,
	CONSTRAINT "car_kinds_name_unique" UNIQUE("name"),
	CONSTRAINT "car_kinds_id_check" CHECK ("car_kinds"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("car_kinds"."id") <= 64),
	CONSTRAINT "car_kinds_name_check" CHECK (length(btrim("car_kinds"."name")) > 0),
	CONSTRAINT "car_kinds_activity_check" CHECK ("car_kinds"."activity" in ('Active', 'Inactive', 'Temporary'))
);
--> statement-breakpoint
CREATE TABLE "car_manufacturers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"activity" text DEFAULT 'Active' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"english_name" text NOT NULL,
	"imported" boolean DEFAULT false NOT NULL,
	CONSTRAINT "car_manufacturers_name_unique" UNIQUE("name"),
	CONSTRAINT "car_manufacturers_id_check" CHECK ("car_manufacturers"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("car_manufacturers"."id") <= 64),
	CONSTRAINT "car_manufacturers_name_check" CHECK (length(btrim("car_manufacturers"."name")) > 0),
	CONSTRAINT "car_manufacturers_activity_check" CHECK ("car_manufacturers"."activity" in ('Active', 'Inactive', 'Temporary'))
);
--> statement-breakpoint
CREATE TABLE "car_models" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"activity" text DEFAULT 'Active' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"car_manufacturer_id" text NOT NULL,
	CONSTRAINT "car_models_manufacturer_name_unique" UNIQUE("car_manufacturer_id","name"),
	CONSTRAINT "car_models_id_check" CHECK ("car_models"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("car_models"."id") <= 64),
	CONSTRAINT "car_models_name_check" CHECK (length(btrim("car_models"."name")) > 0),
	CONSTRAINT "car_models_activity_check" CHECK ("car_models"."activity" in ('Active', 'Inactive', 'Temporary'))
);
--> statement-breakpoint
CREATE TABLE "car_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"activity" text DEFAULT 'Active' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_rules_name_unique" UNIQUE("name"),
	CONSTRAINT "car_rules_id_check" CHECK ("car_rules"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("car_rules"."id") <= 64),
	CONSTRAINT "car_rules_name_check" CHECK (length(btrim("car_rules"."name")) > 0),
	CONSTRAINT "car_rules_activity_check" CHECK ("car_rules"."activity" in ('Active', 'Inactive', 'Temporary'))
);
--> statement-breakpoint
CREATE TABLE "car_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"activity" text DEFAULT 'Active' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"car_model_id" text NOT NULL,
	"car_kind_id" text NOT NULL,
	"size_class" text NOT NULL,
	"door_count" text NOT NULL,
	"steering_side" text DEFAULT 'Right' NOT NULL,
	"transmission" text DEFAULT 'Automatic' NOT NULL,
	"fuel_type" text NOT NULL,
	"seats" smallint NOT NULL,
	"sleeping_capacity" smallint DEFAULT 0 NOT NULL,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"basic_facility_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "car_variants_model_name_unique" UNIQUE("car_model_id","name"),
	CONSTRAINT "car_variants_id_check" CHECK ("car_variants"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("car_variants"."id") <= 64),
	CONSTRAINT "car_variants_name_check" CHECK (length(btrim("car_variants"."name")) > 0),
	CONSTRAINT "car_variants_activity_check" CHECK ("car_variants"."activity" in ('Active', 'Inactive', 'Temporary')),
	CONSTRAINT "car_variants_size_class_check" CHECK ("car_variants"."size_class" in ('Large', 'Medium', 'SemiMedium', 'Standard', 'Small')),
	CONSTRAINT "car_variants_door_count_check" CHECK ("car_variants"."door_count" in ('Two', 'Four')),
	CONSTRAINT "car_variants_steering_side_check" CHECK ("car_variants"."steering_side" in ('Right', 'Left')),
	CONSTRAINT "car_variants_transmission_check" CHECK ("car_variants"."transmission" in ('Automatic', 'Manual')),
	CONSTRAINT "car_variants_fuel_type_check" CHECK ("car_variants"."fuel_type" in ('Regular', 'HighOctane', 'Diesel', 'Electric', 'Hybrid', 'Other')),
	CONSTRAINT "car_variants_seats_check" CHECK ("car_variants"."seats" between 1 and 30),
	CONSTRAINT "car_variants_sleeping_capacity_check" CHECK ("car_variants"."sleeping_capacity" between 0 and 10),
	CONSTRAINT "car_variants_dimensions_check" CHECK (coalesce("car_variants"."length_mm", 1) > 0 and coalesce("car_variants"."width_mm", 1) > 0 and coalesce("car_variants"."height_mm", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "spot_additional_facilities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"activity" text DEFAULT 'Active' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"suggested_price" integer,
	"price_unit" text NOT NULL,
	CONSTRAINT "spot_additional_facilities_name_unique" UNIQUE("name"),
	CONSTRAINT "spot_additional_facilities_id_check" CHECK ("spot_additional_facilities"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("spot_additional_facilities"."id") <= 64),
	CONSTRAINT "spot_additional_facilities_name_check" CHECK (length(btrim("spot_additional_facilities"."name")) > 0),
	CONSTRAINT "spot_additional_facilities_activity_check" CHECK ("spot_additional_facilities"."activity" in ('Active', 'Inactive', 'Temporary')),
	CONSTRAINT "spot_additional_facilities_price_check" CHECK ("spot_additional_facilities"."suggested_price" is null or "spot_additional_facilities"."suggested_price" >= 0),
	CONSTRAINT "spot_additional_facilities_price_unit_check" CHECK ("spot_additional_facilities"."price_unit" in ('Oneshot', 'PerDay', 'PerUnit'))
);
--> statement-breakpoint
CREATE TABLE "spot_basic_facilities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"activity" text DEFAULT 'Active' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_basic_facilities_name_unique" UNIQUE("name"),
	CONSTRAINT "spot_basic_facilities_id_check" CHECK ("spot_basic_facilities"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("spot_basic_facilities"."id") <= 64),
	CONSTRAINT "spot_basic_facilities_name_check" CHECK (length(btrim("spot_basic_facilities"."name")) > 0),
	CONSTRAINT "spot_basic_facilities_activity_check" CHECK ("spot_basic_facilities"."activity" in ('Active', 'Inactive', 'Temporary'))
);
--> statement-breakpoint
CREATE TABLE "spot_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"activity" text DEFAULT 'Active' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_rules_name_unique" UNIQUE("name"),
	CONSTRAINT "spot_rules_id_check" CHECK ("spot_rules"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("spot_rules"."id") <= 64),
	CONSTRAINT "spot_rules_name_check" CHECK (length(btrim("spot_rules"."name")) > 0),
	CONSTRAINT "spot_rules_activity_check" CHECK ("spot_rules"."activity" in ('Active', 'Inactive', 'Temporary'))
);
--> statement-breakpoint
CREATE TABLE "spot_surrounding_facilities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"activity" text DEFAULT 'Active' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_surrounding_facilities_name_unique" UNIQUE("name"),
	CONSTRAINT "spot_surrounding_facilities_id_check" CHECK ("spot_surrounding_facilities"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("spot_surrounding_facilities"."id") <= 64),
	CONSTRAINT "spot_surrounding_facilities_name_check" CHECK (length(btrim("spot_surrounding_facilities"."name")) > 0),
	CONSTRAINT "spot_surrounding_facilities_activity_check" CHECK ("spot_surrounding_facilities"."activity" in ('Active', 'Inactive', 'Temporary'))
);
--> statement-breakpoint
CREATE TABLE "spot_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"activity" text DEFAULT 'Active' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"spot_kind" text NOT NULL,
	CONSTRAINT "spot_types_name_unique" UNIQUE("name"),
	CONSTRAINT "spot_types_id_check" CHECK ("spot_types"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("spot_types"."id") <= 64),
	CONSTRAINT "spot_types_name_check" CHECK (length(btrim("spot_types"."name")) > 0),
	CONSTRAINT "spot_types_activity_check" CHECK ("spot_types"."activity" in ('Active', 'Inactive', 'Temporary')),
	CONSTRAINT "spot_types_spot_kind_check" CHECK ("spot_types"."spot_kind" in ('Land', 'Activity'))
);
--> statement-breakpoint
ALTER TABLE "car_models" ADD CONSTRAINT "car_models_car_manufacturer_id_car_manufacturers_id_fk" FOREIGN KEY ("car_manufacturer_id") REFERENCES "public"."car_manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_variants" ADD CONSTRAINT "car_variants_car_model_id_car_models_id_fk" FOREIGN KEY ("car_model_id") REFERENCES "public"."car_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_variants" ADD CONSTRAINT "car_variants_car_kind_id_car_kinds_id_fk" FOREIGN KEY ("car_kind_id") REFERENCES "public"."car_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_models_manufacturer_order_idx" ON "car_models" USING btree ("car_manufacturer_id","display_order");--> statement-breakpoint
CREATE INDEX "car_variants_model_order_idx" ON "car_variants" USING btree ("car_model_id","display_order");--> statement-breakpoint
CREATE INDEX "car_variants_kind_idx" ON "car_variants" USING btree ("car_kind_id");