CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firebase_uid" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"is_car_owner" boolean DEFAULT false NOT NULL,
	"is_facility_provider" boolean DEFAULT false NOT NULL,
	"is_operator" boolean DEFAULT false NOT NULL,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_firebase_uid_unique" UNIQUE("firebase_uid")
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"version_kind" text DEFAULT 'Normal' NOT NULL,
	"title" text NOT NULL,
	"effective_on" date NOT NULL,
	"preamble" text NOT NULL,
	"sections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_documents_kind_version_unique" UNIQUE("kind","version"),
	CONSTRAINT "legal_documents_kind_check" CHECK ("legal_documents"."kind" in ('Terms', 'PrivacyPolicy', 'ShareContract')),
	CONSTRAINT "legal_documents_version_kind_check" CHECK ("legal_documents"."version_kind" in ('Normal', 'Current'))
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"activity" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faqs_category_check" CHECK ("faqs"."category" in ('General', 'Account', 'Reservation', 'Payment', 'CarOwner', 'SpotProvider', 'Trouble')),
	CONSTRAINT "faqs_activity_check" CHECK ("faqs"."activity" in ('Active', 'Inactive', 'Temporary'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "legal_documents_one_current_per_kind" ON "legal_documents" USING btree ("kind") WHERE "legal_documents"."version_kind" = 'Current';--> statement-breakpoint
CREATE INDEX "faqs_activity_category_sort_idx" ON "faqs" USING btree ("activity","category","sort_order");