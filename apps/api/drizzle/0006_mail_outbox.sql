-- The mail outbox (ADR 0022): every mail is a row written with its notice, sent by the API processes' workers.
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" uuid REFERENCES "notifications"("id") ON DELETE cascade,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"worker_scope" text,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('Pending', 'Sent', 'Failed'))
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS FIRST) WHERE "mail_outbox"."status" = 'Failed';--> statement-breakpoint
CREATE INDEX "mail_outbox_notification_idx" ON "mail_outbox" USING btree ("notification_id");
