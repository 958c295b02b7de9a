-- Changes to verified listings held for review (ADR 0023): the approved values stay on the listing's row (and in its
-- public documents and search columns) until an operator verifies the revision.
CREATE TABLE "listing_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid,
	"spot_id" uuid,
	"changes" jsonb NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	CONSTRAINT "listing_revisions_one_listing" CHECK (num_nonnulls("listing_revisions"."car_id", "listing_revisions"."spot_id") = 1),
	CONSTRAINT "listing_revisions_status" CHECK ("listing_revisions"."status" in ('Pending', 'Verified', 'Rejected', 'Superseded', 'Withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_revisions_pending_car" ON "listing_revisions" USING btree ("car_id") WHERE "listing_revisions"."status" = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "listing_revisions_pending_spot" ON "listing_revisions" USING btree ("spot_id") WHERE "listing_revisions"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "listing_revisions_car_idx" ON "listing_revisions" USING btree ("car_id","submitted_at");--> statement-breakpoint
CREATE INDEX "listing_revisions_spot_idx" ON "listing_revisions" USING btree ("spot_id","submitted_at");--> statement-breakpoint
CREATE INDEX "listing_revisions_queue_idx" ON "listing_revisions" USING btree ("status","submitted_at","id");
