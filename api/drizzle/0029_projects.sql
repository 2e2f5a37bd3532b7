CREATE TABLE "project_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"planned_date" date,
	"actual_date" date,
	"owner_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"out_of_order_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "project_milestones_key_check" CHECK ("project_milestones"."key" IN ('site_survey', 'design_approved', 'permit_submitted', 'permit_approved', 'equipment_ordered', 'equipment_delivered', 'installation_scheduled', 'installed', 'inspection_passed', 'utility_connection', 'closed')),
	CONSTRAINT "project_milestones_notes_check" CHECK (char_length("project_milestones"."notes") <= 2000),
	CONSTRAINT "project_milestones_reason_check" CHECK (char_length("project_milestones"."out_of_order_reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"status" text DEFAULT 'On track' NOT NULL,
	"blocked_reason" text DEFAULT '' NOT NULL,
	"installer_crew" text DEFAULT '' NOT NULL,
	"owner_id" integer,
	"proposal_id" integer,
	"proposal_version" integer,
	"system_panels" integer,
	"system_size_hundredths_kw" integer,
	"system_price_cents" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" IN ('On track', 'At risk', 'Blocked', 'Done', 'Cancelled')),
	CONSTRAINT "projects_blocked_reason_check" CHECK (char_length("projects"."blocked_reason") <= 500 AND ("projects"."status" <> 'Blocked' OR "projects"."blocked_reason" <> '')),
	CONSTRAINT "projects_crew_check" CHECK (char_length("projects"."installer_crew") <= 100)
);
--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_milestones_project_key_idx" ON "project_milestones" USING btree ("project_id","key");--> statement-breakpoint
CREATE INDEX "project_milestones_open_planned_idx" ON "project_milestones" USING btree ("planned_date","project_id") WHERE "project_milestones"."actual_date" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_deal_id_idx" ON "projects" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "projects_status_updated_at_idx" ON "projects" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "projects_owner_id_idx" ON "projects" USING btree ("owner_id");