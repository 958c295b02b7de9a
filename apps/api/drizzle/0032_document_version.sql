-- The shape version of the renderer that wrote a listing's stored documents (card_json, detail_json, ADR 0015).
-- Every row starts at 0, older than any renderer: the migrate step after the SQL migrations renders each row whose
-- version is below its kind's current one again (ADR 0052), so a deploy that changes a document's shape re-renders
-- the stored ones.
ALTER TABLE "cars" ADD COLUMN "document_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "document_version" integer DEFAULT 0 NOT NULL;
