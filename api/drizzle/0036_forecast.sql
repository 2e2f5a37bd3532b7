CREATE TABLE "forecast_snapshots" (
	"taken_month" text PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"months" jsonb NOT NULL,
	CONSTRAINT "forecast_snapshots_month_check" CHECK ("forecast_snapshots"."taken_month" ~ '^\d{4}-\d{2}$')
);
--> statement-breakpoint
CREATE TABLE "forecast_stage_settings" (
	"stage_id" integer PRIMARY KEY NOT NULL,
	"probability_percent" integer NOT NULL,
	"typical_days" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forecast_stage_settings_probability_check" CHECK ("forecast_stage_settings"."probability_percent" BETWEEN 0 AND 100),
	CONSTRAINT "forecast_stage_settings_days_check" CHECK ("forecast_stage_settings"."typical_days" BETWEEN 0 AND 730)
);
--> statement-breakpoint
ALTER TABLE "forecast_stage_settings" ADD CONSTRAINT "forecast_stage_settings_stage_id_deal_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."deal_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_stage_settings" ADD CONSTRAINT "forecast_stage_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;