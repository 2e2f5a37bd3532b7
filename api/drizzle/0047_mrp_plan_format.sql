ALTER TABLE "mrp_runs" ADD COLUMN "plan_format" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "mrp_runs" ADD COLUMN "sources" text;