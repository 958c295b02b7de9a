CREATE TABLE "content_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"content_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"publish_at" timestamp with time zone,
	"saved_by_user_id" uuid NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "content_revisions_content_id_revision_pk" PRIMARY KEY("content_id","revision"),
	CONSTRAINT "content_revisions_action_check" CHECK ("content_revisions"."action" in ('Create', 'Update', 'Autosave', 'Publish', 'Schedule', 'Unpublish'))
);
--> statement-breakpoint
CREATE TABLE "content_tag_links" (
	"content_id" uuid NOT NULL,
	"tag_slug" text NOT NULL,
	CONSTRAINT "content_tag_links_content_id_tag_slug_pk" PRIMARY KEY("content_id","tag_slug")
);
--> statement-breakpoint
CREATE TABLE "content_tags" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_view_days" (
	"content_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_view_days_content_id_day_pk" PRIMARY KEY("content_id","day")
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_markdown" text DEFAULT '' NOT NULL,
	"cover_image_id" uuid,
	"category_slug" text,
	"interviewee_name" text,
	"car_id" uuid,
	"spot_id" uuid,
	"publish_at" timestamp with time zone,
	"first_published_at" timestamp with time zone,
	"author_user_id" uuid NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contents_kind_check" CHECK ("contents"."kind" in ('Article', 'News', 'Interview')),
	CONSTRAINT "contents_status_check" CHECK ("contents"."status" in ('Draft', 'Scheduled', 'Published', 'Unpublished')),
	CONSTRAINT "contents_article_category_check" CHECK (("contents"."kind" = 'Article') = ("contents"."category_slug" is not null)),
	CONSTRAINT "contents_interview_fields_check" CHECK ("contents"."kind" = 'Interview' or ("contents"."interviewee_name" is null and "contents"."car_id" is null and "contents"."spot_id" is null)),
	CONSTRAINT "contents_one_listing_check" CHECK ("contents"."car_id" is null or "contents"."spot_id" is null),
	CONSTRAINT "contents_publish_at_check" CHECK ("contents"."status" not in ('Scheduled', 'Published') or "contents"."publish_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_tag_links" ADD CONSTRAINT "content_tag_links_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_tag_links" ADD CONSTRAINT "content_tag_links_tag_slug_content_tags_slug_fk" FOREIGN KEY ("tag_slug") REFERENCES "public"."content_tags"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_view_days" ADD CONSTRAINT "content_view_days_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_cover_image_id_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_category_slug_content_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."content_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_tag_links_tag_idx" ON "content_tag_links" USING btree ("tag_slug");--> statement-breakpoint
CREATE INDEX "content_view_days_day_idx" ON "content_view_days" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "contents_kind_slug_key" ON "contents" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "contents_public_idx" ON "contents" USING btree ("kind","publish_at" DESC NULLS LAST,"id") WHERE "contents"."status" in ('Published', 'Scheduled');--> statement-breakpoint
CREATE INDEX "contents_category_idx" ON "contents" USING btree ("category_slug","publish_at" DESC NULLS LAST) WHERE "contents"."status" in ('Published', 'Scheduled');--> statement-breakpoint
CREATE INDEX "contents_updated_idx" ON "contents" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contents_search_text_idx" ON "contents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contents_search_grams_idx" ON "contents" USING gin ("search_grams");