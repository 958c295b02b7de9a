-- A photo of a check-in, check-out or accident report belongs to one stay (ADR 0024): the API looks up whether an
-- image is already on another reservation's record with `photo_ids && $ids`, which these indexes answer.
CREATE INDEX "reserve_handovers_photo_ids_idx" ON "reserve_handovers" USING gin ("photo_ids");--> statement-breakpoint
CREATE INDEX "reserve_accident_reports_photo_ids_idx" ON "reserve_accident_reports" USING gin ("photo_ids");
