-- Calendar sync (ADR 0057). A listing's secret export address, and the feeds of other platforms it imports: each
-- feed's events as last read (kept in step by UID), and the days they block as rows of the listing's own calendar
-- table marked with the feed, so that search, the public calendars and the reservation's check read them as they
-- read every unavailable day. A car's imported rows are clipped to the days no other row holds (the exclusion
-- constraint), a spot's may overlap; an event on a reservation's days never blocks or cancels it.
CREATE TABLE "calendar_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid REFERENCES "cars"("id") ON DELETE CASCADE,
	"spot_id" uuid REFERENCES "spots"("id") ON DELETE CASCADE,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_exports_one_listing" CHECK (num_nonnulls("car_id", "spot_id") = 1)
);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_exports_token_idx" ON "calendar_exports" ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_exports_car_idx" ON "calendar_exports" ("car_id") WHERE "car_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_exports_spot_idx" ON "calendar_exports" ("spot_id") WHERE "spot_id" is not null;--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid REFERENCES "cars"("id") ON DELETE CASCADE,
	"spot_id" uuid REFERENCES "spots"("id") ON DELETE CASCADE,
	"url" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"etag" text,
	"last_modified" text,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_overlaps" date[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "calendar_feeds_one_listing" CHECK (num_nonnulls("car_id", "spot_id") = 1)
);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_car_url_idx" ON "calendar_feeds" ("car_id", "url") WHERE "car_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_spot_url_idx" ON "calendar_feeds" ("spot_id", "url") WHERE "spot_id" is not null;--> statement-breakpoint
CREATE INDEX "calendar_feeds_due_idx" ON "calendar_feeds" ("next_sync_at");--> statement-breakpoint
CREATE TABLE "calendar_feed_events" (
	"feed_id" uuid NOT NULL REFERENCES "calendar_feeds"("id") ON DELETE CASCADE,
	"uid" text NOT NULL,
	"period" daterange NOT NULL,
	CONSTRAINT "calendar_feed_events_pk" PRIMARY KEY ("feed_id", "uid")
);--> statement-breakpoint
CREATE TABLE "calendar_sync_requests" (
	"car_id" uuid REFERENCES "cars"("id") ON DELETE CASCADE,
	"spot_id" uuid REFERENCES "spots"("id") ON DELETE CASCADE,
	"requested_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_sync_requests_one_listing" CHECK (num_nonnulls("car_id", "spot_id") = 1)
);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_sync_requests_car_idx" ON "calendar_sync_requests" ("car_id") WHERE "car_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_sync_requests_spot_idx" ON "calendar_sync_requests" ("spot_id") WHERE "spot_id" is not null;--> statement-breakpoint
ALTER TABLE "car_unavailable_periods" ADD COLUMN "feed_id" uuid REFERENCES "calendar_feeds"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "spot_unavailable_periods" ADD COLUMN "feed_id" uuid REFERENCES "calendar_feeds"("id") ON DELETE CASCADE;--> statement-breakpoint
CREATE INDEX "car_unavailable_periods_feed_idx" ON "car_unavailable_periods" ("feed_id") WHERE "feed_id" is not null;--> statement-breakpoint
CREATE INDEX "spot_unavailable_periods_feed_idx" ON "spot_unavailable_periods" ("feed_id") WHERE "feed_id" is not null;
