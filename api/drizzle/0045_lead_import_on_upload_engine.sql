-- Lead files become uploads of kind 'leads' on the one upload engine. Past lead imports (the
-- bell's "import finished" notices point at them) move over with their rows before the lead
-- import's own tables go.
ALTER TABLE "zoho_uploads" ADD COLUMN "defaults" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "zoho_uploads" ADD COLUMN "moved_lead_import_id" integer;--> statement-breakpoint
INSERT INTO "zoho_uploads" ("created_by", "kind", "file_name", "status", "header", "columns", "defaults", "total_rows", "valid_rows", "problem_rows", "imported_rows", "version", "created_at", "moved_lead_import_id")
SELECT "created_by", 'leads', "file_name",
  CASE "status" WHEN 'validating' THEN 'uploaded' WHEN 'importing' THEN 'validated' ELSE "status" END,
  "header", "mapping"->'columns',
  jsonb_strip_nulls(jsonb_build_object('source', "mapping"->'default_source', 'interest', "mapping"->'default_interest')),
  "total_rows", "valid_rows", "problem_rows", "imported_rows", "version", "created_at", "id"
FROM "lead_imports";--> statement-breakpoint
INSERT INTO "zoho_upload_rows" ("upload_id", "row_number", "cells", "problems", "parsed", "imported")
SELECT u."id", r."row_number", r."cells", r."problems",
  CASE WHEN r."lead" IS NULL THEN NULL ELSE r."lead" || jsonb_build_object('owner_id', r."owner_id") END,
  r."lead_id" IS NOT NULL
FROM "lead_import_rows" r JOIN "zoho_uploads" u ON u."moved_lead_import_id" = r."import_id";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_lead_import_id_lead_imports_id_fk";--> statement-breakpoint
UPDATE "notifications" n SET "lead_import_id" = u."id" FROM "zoho_uploads" u WHERE u."moved_lead_import_id" = n."lead_import_id";--> statement-breakpoint
ALTER TABLE "zoho_uploads" DROP COLUMN "moved_lead_import_id";--> statement-breakpoint
DROP TABLE "lead_import_rows" CASCADE;--> statement-breakpoint
DROP TABLE "lead_imports" CASCADE;--> statement-breakpoint
ALTER TABLE "notifications" RENAME COLUMN "lead_import_id" TO "upload_id";--> statement-breakpoint
DROP INDEX "notifications_lead_import_id_idx";--> statement-breakpoint
CREATE INDEX "notifications_upload_id_idx" ON "notifications" USING btree ("upload_id");--> statement-breakpoint
-- Written by hand, as the notifications migration's: deleting an upload deletes its notices.
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_upload_id_zoho_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."zoho_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_contacts_phone_idx" ON "deal_contacts" USING btree ("phone");
