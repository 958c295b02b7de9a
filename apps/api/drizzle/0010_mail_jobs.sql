-- Mail on a job engine (ADR 0026): mails are pg-boss jobs (schema "pgboss", installed by runMigrations before these
-- files), so the home-made outbox of ADR 0022 goes. A notice of a conversation keeps its batch key until a batch job
-- gathers it into one mail.
ALTER TABLE "notifications" ADD COLUMN "mail_batch_key" text;--> statement-breakpoint
CREATE INDEX "notifications_mail_batch_idx" ON "notifications" USING btree ("user_id", "mail_batch_key") WHERE "notifications"."mail_batch_key" IS NOT NULL;--> statement-breakpoint
-- Mails the outbox still held (waiting, or given up on) become jobs of the production queue "mail", so that none is
-- lost by the upgrade: waiting ones due at once, failed ones failed (listed for operators, retryable). Rows of the
-- test apps' scopes are dropped with the table. Only a database that holds such rows runs pg-boss's statements here.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM "mail_outbox" WHERE "status" <> 'Sent' AND "worker_scope" IS NULL) THEN
    PERFORM pgboss.create_queue('mail', '{"policy": "standard"}'::json);
    INSERT INTO pgboss.job (name, data, state, retry_limit, retry_count, retry_delay, retry_backoff, started_on,
                            expire_in, created_on, completed_on, keep_until, output, policy)
    SELECT 'mail',
           jsonb_build_object('to', "to_address", 'subject', "subject", 'text', "body", 'noticeIds',
             CASE WHEN "notification_id" IS NULL THEN '[]'::jsonb ELSE jsonb_build_array("notification_id") END),
           CASE WHEN "status" = 'Failed' THEN 'failed'::pgboss.job_state ELSE 'created'::pgboss.job_state END,
           9, CASE WHEN "status" = 'Failed' THEN 9 ELSE 0 END, 30, true,
           CASE WHEN "status" = 'Failed' THEN "created_at" END,
           interval '120 seconds', "created_at",
           CASE WHEN "status" = 'Failed' THEN now() END,
           now() + interval '60 days',
           CASE WHEN "status" = 'Failed' THEN jsonb_build_object('message', "last_error") END,
           'standard'
    FROM "mail_outbox" WHERE "status" <> 'Sent' AND "worker_scope" IS NULL;
  END IF;
END $$;--> statement-breakpoint
DROP TABLE "mail_outbox";
