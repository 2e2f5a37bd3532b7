CREATE TABLE "deal_program_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_program_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"terms" jsonb NOT NULL,
	"used_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"active_from" date NOT NULL,
	"active_to" date,
	"provinces" text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_programs_kind_check" CHECK ("deal_programs"."kind" IN ('purchase', 'loan', 'lease-to-own', 'government-loan')),
	CONSTRAINT "deal_programs_dates_check" CHECK ("deal_programs"."active_to" IS NULL OR "deal_programs"."active_to" >= "deal_programs"."active_from"),
	CONSTRAINT "deal_programs_name_check" CHECK (char_length("deal_programs"."name") BETWEEN 1 AND 80)
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"province" text NOT NULL,
	"name" text NOT NULL,
	"rate_millipercent" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"source" text NOT NULL,
	CONSTRAINT "tax_rates_rate_check" CHECK ("tax_rates"."rate_millipercent" BETWEEN 0 AND 100000)
);
--> statement-breakpoint
ALTER TABLE "proposal_saved_details" ADD COLUMN "pricing" jsonb;--> statement-breakpoint
ALTER TABLE "proposal_saved_details" ADD COLUMN "program_version_id" integer;--> statement-breakpoint
ALTER TABLE "deal_program_versions" ADD CONSTRAINT "deal_program_versions_deal_program_id_deal_programs_id_fk" FOREIGN KEY ("deal_program_id") REFERENCES "public"."deal_programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_program_versions_program_date_idx" ON "deal_program_versions" USING btree ("deal_program_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_programs_name_idx" ON "deal_programs" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_province_name_date_idx" ON "tax_rates" USING btree ("province","name","effective_from");--> statement-breakpoint
ALTER TABLE "proposal_saved_details" ADD CONSTRAINT "proposal_saved_details_program_version_id_deal_program_versions_id_fk" FOREIGN KEY ("program_version_id") REFERENCES "public"."deal_program_versions"("id") ON DELETE restrict ON UPDATE no action;