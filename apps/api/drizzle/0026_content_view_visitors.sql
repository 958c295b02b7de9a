-- The people counted per item and Japan day (ADR 0044): a view counts once per person, item and day.
-- `visitor` is a keyed, daily hash of the signed-in user or of the address and user agent, never the address.
CREATE TABLE "content_view_visitors" (
	"content_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "content_view_visitors_content_id_day_visitor_pk" PRIMARY KEY("content_id","day","visitor")
);--> statement-breakpoint
ALTER TABLE "content_view_visitors" ADD CONSTRAINT "content_view_visitors_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_view_visitors_day_idx" ON "content_view_visitors" USING btree ("day");
