-- The sandbox card processor (issue 33): Stripe's test mode, embedded. Never a card number nor a CVC.
CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payment_methods_last4_check" CHECK ("last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "sandbox_payment_methods_exp_check" CHECK ("exp_month" between 1 and 12 and "exp_year" between 2000 and 2099)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"payment_method_id" text NOT NULL REFERENCES "sandbox_payment_methods"("id"),
	"amount_captured" integer DEFAULT 0 NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"capture_before" timestamp with time zone,
	"transfer_group" text,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"client_secret" text NOT NULL,
	"last_error_code" text,
	"last_error_message" text,
	"cancellation_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payment_intents_client_secret_key" UNIQUE("client_secret"),
	CONSTRAINT "sandbox_payment_intents_status_check" CHECK ("status" in ('requires_payment_method', 'requires_action', 'requires_capture', 'succeeded', 'canceled')),
	-- Integer yen: nothing captured beyond the hold, nothing refunded beyond the capture.
	CONSTRAINT "sandbox_payment_intents_money_check" CHECK ("amount" > 0 and "amount_captured" between 0 and "amount" and "amount_refunded" between 0 and "amount_captured")
);
--> statement-breakpoint
CREATE INDEX "sandbox_payment_intents_transfer_group_idx" ON "sandbox_payment_intents" USING btree ("transfer_group");
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL REFERENCES "sandbox_payment_intents"("id"),
	"amount" integer NOT NULL,
	"reason" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_refunds_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "sandbox_refunds_intent_idx" ON "sandbox_refunds" USING btree ("intent_id");
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"destination" text NOT NULL,
	"transfer_group" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_transfers_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE SEQUENCE "sandbox_events_seq";
--> statement-breakpoint
CREATE TABLE "sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"intent_id" text,
	"payload" text NOT NULL,
	"seq" integer DEFAULT nextval('sandbox_events_seq') NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_events_intent_idx" ON "sandbox_events" USING btree ("intent_id","seq");
