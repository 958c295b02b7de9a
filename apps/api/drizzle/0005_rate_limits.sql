-- The replicas' shared rate-limit counts (ADR 0017), hand-written. One row per key and window of a
-- minute; each API process adds its new calls about once a second with one upsert and reads the
-- totals back. UNLOGGED: the counts are worth a minute, not a WAL record each (after a crash of
-- PostgreSQL the table comes back empty, which only forgives the current minute).
CREATE UNLOGGED TABLE "rate_limit_calls" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "rate_limit_calls_pkey" PRIMARY KEY ("bucket", "window_start")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_calls_window_start_idx" ON "rate_limit_calls" ("window_start");
