-- A waiting staff refund can be taken back by its author ("Withdrawn") or refused by another operator with a
-- reason ("Rejected"), so that a request nobody will approve no longer blocks the reservation's refunds for good.
-- The refuser, like the approver, is never the requester (four eyes, ADR 0041).
ALTER TABLE "staff_refunds" ADD COLUMN "rejected_by" uuid REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "staff_refunds" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "staff_refunds" DROP CONSTRAINT "staff_refunds_status_check";--> statement-breakpoint
ALTER TABLE "staff_refunds" ADD CONSTRAINT "staff_refunds_status_check" CHECK ("status" in ('Requested', 'Done', 'Rejected', 'Withdrawn'));--> statement-breakpoint
ALTER TABLE "staff_refunds" ADD CONSTRAINT "staff_refunds_rejecter_check" CHECK ("rejected_by" IS NULL OR "rejected_by" <> "requested_by");--> statement-breakpoint
ALTER TABLE "staff_refunds" ADD CONSTRAINT "staff_refunds_rejection_reason_check" CHECK (("status" = 'Rejected') = ("rejected_by" IS NOT NULL AND "decision_reason" IS NOT NULL));
