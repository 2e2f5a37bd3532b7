ALTER TABLE "deal_documents" ADD COLUMN "milestone_id" integer;--> statement-breakpoint
UPDATE "deal_documents" SET "project_id" = NULL WHERE "project_id" IS NOT NULL AND "project_id" NOT IN (SELECT "id" FROM "projects");--> statement-breakpoint
CREATE UNIQUE INDEX "project_milestones_project_id_idx" ON "project_milestones" USING btree ("project_id","id");--> statement-breakpoint
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_project_milestone_fk" FOREIGN KEY ("project_id","milestone_id") REFERENCES "public"."project_milestones"("project_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_documents_milestone_id_idx" ON "deal_documents" USING btree ("milestone_id");
