DROP INDEX "deal_events_deal_id_at_idx";--> statement-breakpoint
ALTER TABLE "deal_events" ALTER COLUMN "deal_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_events" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "deal_events" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "deal_events" ADD COLUMN "direction" text;--> statement-breakpoint
ALTER TABLE "deal_events" ADD COLUMN "task_title" text;--> statement-breakpoint
ALTER TABLE "deal_events" ADD COLUMN "task_due_date" date;--> statement-breakpoint
ALTER TABLE "deal_events" ADD COLUMN "task_assignee_id" integer;--> statement-breakpoint
ALTER TABLE "deal_events" ADD COLUMN "task_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_events" ADD COLUMN "task_done_by" integer;--> statement-breakpoint
ALTER TABLE "deal_events" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_events" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_task_assignee_id_users_id_fk" FOREIGN KEY ("task_assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_task_done_by_users_id_fk" FOREIGN KEY ("task_done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_events_deal_id_id_idx" ON "deal_events" USING btree ("deal_id","id");--> statement-breakpoint
CREATE INDEX "deal_events_lead_id_id_idx" ON "deal_events" USING btree ("lead_id","id") WHERE "deal_events"."lead_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "deal_events_open_tasks_idx" ON "deal_events" USING btree ("task_assignee_id","task_due_date") WHERE "deal_events"."action" = 'task' AND "deal_events"."task_done_at" IS NULL;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_deal_or_lead" CHECK ("deal_events"."deal_id" IS NOT NULL OR "deal_events"."lead_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_direction" CHECK ("deal_events"."direction" IS NULL OR "deal_events"."direction" IN ('in', 'out'));--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_task_fields" CHECK ("deal_events"."action" <> 'task' OR ("deal_events"."task_title" IS NOT NULL AND "deal_events"."task_due_date" IS NOT NULL));