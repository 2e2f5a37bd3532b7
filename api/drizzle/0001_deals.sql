CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"city_id" integer,
	"city_text" text DEFAULT '' NOT NULL,
	"province_id" integer,
	"postal_code" text DEFAULT '' NOT NULL,
	"latitude" numeric(10, 7),
	"longitude" numeric(10, 7),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"stage_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"business_type" integer DEFAULT 1 NOT NULL,
	"deal_group_type" integer DEFAULT 1 NOT NULL,
	"sales_person_id" integer,
	"address_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_stage_id_deal_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."deal_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_status_id_deal_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."deal_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_sales_person_id_users_id_fk" FOREIGN KEY ("sales_person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_lower_address_idx" ON "addresses" USING btree (lower("address"));--> statement-breakpoint
CREATE INDEX "addresses_coordinates_idx" ON "addresses" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "addresses_province_id_idx" ON "addresses" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "addresses_city_id_idx" ON "addresses" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "addresses_address_trgm_idx" ON "addresses" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deals_updated_at_id_idx" ON "deals" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "deals_stage_id_idx" ON "deals" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "deals_status_id_idx" ON "deals" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "deals_sales_person_id_idx" ON "deals" USING btree ("sales_person_id");--> statement-breakpoint
CREATE INDEX "deals_address_id_idx" ON "deals" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "deals_name_trgm_idx" ON "deals" USING gin ("name" gin_trgm_ops);