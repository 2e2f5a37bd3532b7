CREATE TABLE "power_bill_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"power_bill_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"usage" numeric(12, 3) NOT NULL,
	CONSTRAINT "power_bill_details_month_check" CHECK ("power_bill_details"."month" BETWEEN 1 AND 12),
	CONSTRAINT "power_bill_details_usage_check" CHECK ("power_bill_details"."usage" >= 0)
);
--> statement-breakpoint
CREATE TABLE "power_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"power_company_id" integer NOT NULL,
	"bill_name" text NOT NULL,
	"bill_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "power_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "power_company_provinces" (
	"power_company_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	CONSTRAINT "power_company_provinces_province_id_power_company_id_pk" PRIMARY KEY("province_id","power_company_id")
);
--> statement-breakpoint
ALTER TABLE "power_bill_details" ADD CONSTRAINT "power_bill_details_power_bill_id_power_bills_id_fk" FOREIGN KEY ("power_bill_id") REFERENCES "public"."power_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_bills" ADD CONSTRAINT "power_bills_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_bills" ADD CONSTRAINT "power_bills_power_company_id_power_companies_id_fk" FOREIGN KEY ("power_company_id") REFERENCES "public"."power_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_company_provinces" ADD CONSTRAINT "power_company_provinces_power_company_id_power_companies_id_fk" FOREIGN KEY ("power_company_id") REFERENCES "public"."power_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_company_provinces" ADD CONSTRAINT "power_company_provinces_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "power_bill_details_bill_month_idx" ON "power_bill_details" USING btree ("power_bill_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "power_bills_deal_id_idx" ON "power_bills" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "power_bills_power_company_id_idx" ON "power_bills" USING btree ("power_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "power_companies_name_idx" ON "power_companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "power_company_provinces_company_idx" ON "power_company_provinces" USING btree ("power_company_id");