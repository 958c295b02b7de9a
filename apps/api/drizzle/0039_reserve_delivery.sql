-- A car delivered and collected at the guest's distance (issue 36 item 2, ADR 0058): the booked distance in km, both
-- ways; its fee is in the reservation's price lines, a snapshot a later band change never alters. Null: no delivery.
ALTER TABLE "reserves" ADD COLUMN "delivery_km" smallint;--> statement-breakpoint
ALTER TABLE "reserves" ADD CONSTRAINT "reserves_delivery_km_check" CHECK ("delivery_km" IS NULL OR "delivery_km" BETWEEN 1 AND 500);
