-- Conversations and the contact form (ADR 0025): threads between a guest and a host about a listing or a
-- reservation, their messages (Normal and System), the contact form's messages and the operators' audit log.
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"car_id" uuid REFERENCES "cars"("id"),
	"spot_id" uuid REFERENCES "spots"("id"),
	"reserve_id" uuid REFERENCES "reserves"("id"),
	"guest_user_id" uuid NOT NULL REFERENCES "users"("id"),
	"host_user_id" uuid NOT NULL REFERENCES "users"("id"),
	"state" text DEFAULT 'Open' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_role" text,
	"guest_read_seq" bigint,
	"guest_read_at" timestamp with time zone,
	"host_read_seq" bigint,
	"host_read_at" timestamp with time zone,
	"guest_unread" integer DEFAULT 0 NOT NULL,
	"host_unread" integer DEFAULT 0 NOT NULL,
	"last_message_seq" bigint,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_target_kind_check" CHECK ("inquiries"."target_kind" in ('Car', 'Spot')),
	CONSTRAINT "inquiries_state_check" CHECK ("inquiries"."state" in ('Open', 'Closed')),
	CONSTRAINT "inquiries_target_check" CHECK (("inquiries"."target_kind" = 'Car' and "inquiries"."car_id" is not null and "inquiries"."spot_id" is null) or ("inquiries"."target_kind" = 'Spot' and "inquiries"."spot_id" is not null and "inquiries"."car_id" is null)),
	CONSTRAINT "inquiries_two_people_check" CHECK ("inquiries"."guest_user_id" <> "inquiries"."host_user_id"),
	CONSTRAINT "inquiries_closed_check" CHECK (("inquiries"."state" = 'Closed') = ("inquiries"."closed_at" is not null)),
	CONSTRAINT "inquiries_closed_by_role_check" CHECK ("inquiries"."closed_by_role" is null or "inquiries"."closed_by_role" in ('Guest', 'Host')),
	CONSTRAINT "inquiries_unread_check" CHECK ("inquiries"."guest_unread" >= 0 and "inquiries"."host_unread" >= 0)
);
--> statement-breakpoint
-- The lists: a side's threads, unread ones first, then the latest activity first (one index scan per page).
CREATE INDEX "inquiries_guest_list_idx" ON "inquiries" USING btree ("guest_user_id", (("guest_unread" > 0)) DESC, "last_activity_at" DESC);--> statement-breakpoint
CREATE INDEX "inquiries_host_list_idx" ON "inquiries" USING btree ("host_user_id", "target_kind", (("host_unread" > 0)) DESC, "last_activity_at" DESC);--> statement-breakpoint
-- One thread per reservation; one open question thread per guest and listing (a second question joins it).
CREATE UNIQUE INDEX "inquiries_reserve_idx" ON "inquiries" USING btree ("reserve_id") WHERE "inquiries"."reserve_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_open_question_idx" ON "inquiries" USING btree ("guest_user_id", (coalesce("car_id", "spot_id"))) WHERE "inquiries"."reserve_id" is null and "inquiries"."state" = 'Open';--> statement-breakpoint
CREATE INDEX "inquiries_car_idx" ON "inquiries" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "inquiries_spot_idx" ON "inquiries" USING btree ("spot_id");--> statement-breakpoint
CREATE TABLE "inquiry_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint NOT NULL,
	"inquiry_id" uuid NOT NULL REFERENCES "inquiries"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"sender_role" text,
	"sender_user_id" uuid REFERENCES "users"("id"),
	"body" text NOT NULL,
	"masked" boolean DEFAULT false NOT NULL,
	"system_event" text,
	"client_key" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_messages_kind_check" CHECK ("inquiry_messages"."kind" in ('Normal', 'System')),
	CONSTRAINT "inquiry_messages_sender_check" CHECK (("inquiry_messages"."kind" = 'Normal' and "inquiry_messages"."sender_role" in ('Guest', 'Host') and "inquiry_messages"."sender_user_id" is not null and "inquiry_messages"."system_event" is null) or ("inquiry_messages"."kind" = 'System' and "inquiry_messages"."sender_role" is null and "inquiry_messages"."sender_user_id" is null and "inquiry_messages"."system_event" is not null)),
	CONSTRAINT "inquiry_messages_body_check" CHECK (char_length("inquiry_messages"."body") >= 1)
);
--> statement-breakpoint
-- A thread's messages are numbered 1, 2, 3… under its row's lock (last_message_seq + 1): commit order, no gaps.
CREATE UNIQUE INDEX "inquiry_messages_thread_idx" ON "inquiry_messages" USING btree ("inquiry_id", "seq");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_messages_client_key_idx" ON "inquiry_messages" USING btree ("inquiry_id", "sender_user_id", "client_key") WHERE "inquiry_messages"."client_key" is not null;--> statement-breakpoint
-- search-inquiries' text: part of a word, as the listings' keyword (ADR 0015), over the normalised body.
CREATE INDEX "inquiry_messages_search_idx" ON "inquiry_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"body" text NOT NULL,
	"state" text DEFAULT 'New' NOT NULL,
	"answer" text,
	"answered_by" uuid REFERENCES "users"("id"),
	"answered_at" timestamp with time zone,
	"done_by" uuid REFERENCES "users"("id"),
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_reference_unique" UNIQUE("reference"),
	CONSTRAINT "contact_messages_category_check" CHECK ("contact_messages"."category" in ('Reservation', 'Listing', 'Account', 'Payment', 'Trouble', 'Partnership', 'Other')),
	CONSTRAINT "contact_messages_state_check" CHECK ("contact_messages"."state" in ('New', 'Answered', 'Done')),
	CONSTRAINT "contact_messages_answer_check" CHECK (("contact_messages"."answer" is null) = ("contact_messages"."answered_at" is null))
);
--> statement-breakpoint
CREATE INDEX "contact_messages_state_idx" ON "contact_messages" USING btree ("state", "created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC);--> statement-breakpoint
CREATE TABLE "operator_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_user_id" uuid NOT NULL REFERENCES "users"("id"),
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "operator_audit_log_target_idx" ON "operator_audit_log" USING btree ("target_kind", "target_id", "at" DESC);--> statement-breakpoint
CREATE INDEX "operator_audit_log_operator_idx" ON "operator_audit_log" USING btree ("operator_user_id", "at" DESC);--> statement-breakpoint
-- The FAQ's entry on masked contact details, for a database whose FAQ was seeded before it (an empty FAQ gets it from the seed).
INSERT INTO "faqs" ("category", "question", "answer", "sort_order")
SELECT 'Reservation', 'メッセージの電話番号やメールアドレスが「非表示」になるのはなぜですか？',
	'予約が確定する前のメッセージでは、電話番号とメールアドレスを自動的に非表示にしています。くるま旅を通さない予約や支払いは、キャンセル料の取り決めや事故の補償、運営のサポートを受けられず、前払いをだまし取られるトラブルにもつながるためです（大手のシェアリングサービスでも同じ仕組みを使っています）。予約が確定した後のメッセージでは、受け渡しの連絡などのために電話番号やメールアドレスをお伝えいただけます。なお、非表示になった部分は元に戻せません。',
	"sort_order" + 5
FROM "faqs"
WHERE "question" = '予約の前に、オーナーや掲載者に質問できますか？'
	AND NOT EXISTS (SELECT 1 FROM "faqs" WHERE "question" = 'メッセージの電話番号やメールアドレスが「非表示」になるのはなぜですか？')
LIMIT 1;
