-- The terms' fee base (利用規約 第12条): the total without its insurance lines. Reservations made before this
-- migration had their fee taken from the whole total, so their base is their total: their recorded split
-- (host share = total − fee) stays as it was; a later rule never rewrites past sales.
ALTER TABLE "reserves" ADD COLUMN "fee_base" integer;--> statement-breakpoint
UPDATE "reserves" SET "fee_base" = "total";--> statement-breakpoint
ALTER TABLE "reserves" ALTER COLUMN "fee_base" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reserves" ADD CONSTRAINT "reserves_fee_base_check" CHECK ("fee_base" between "marketplace_fee" and "total");
