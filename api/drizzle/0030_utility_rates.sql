CREATE TABLE "utility_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"power_company_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"energy_price_per_kwh" numeric(10, 5) NOT NULL,
	"fixed_monthly_charge" numeric(10, 2) NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_of_use" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"net_metering" text NOT NULL,
	"export_price_per_kwh" numeric(10, 5) DEFAULT '0' NOT NULL,
	"source" text NOT NULL,
	"taken_on" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "utility_rates_net_metering_check" CHECK ("utility_rates"."net_metering" IN ('monthly-netting', 'export-rate')),
	CONSTRAINT "utility_rates_prices_check" CHECK ("utility_rates"."energy_price_per_kwh" >= 0 AND "utility_rates"."fixed_monthly_charge" >= 0 AND "utility_rates"."export_price_per_kwh" >= 0),
	CONSTRAINT "utility_rates_source_check" CHECK (char_length("utility_rates"."source") BETWEEN 1 AND 500)
);
--> statement-breakpoint
ALTER TABLE "utility_rates" ADD CONSTRAINT "utility_rates_power_company_id_power_companies_id_fk" FOREIGN KEY ("power_company_id") REFERENCES "public"."power_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "utility_rates_company_date_idx" ON "utility_rates" USING btree ("power_company_id","effective_from");