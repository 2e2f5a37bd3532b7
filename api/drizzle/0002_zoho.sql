CREATE TABLE "bom_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"bom_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"calculationmethod" text DEFAULT 'Fixed' NOT NULL,
	"parameter" integer DEFAULT 1 NOT NULL,
	"denominator" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bom_details_method_known" CHECK ("bom_details"."calculationmethod" in ('Fixed', 'DevideUp', 'Multiply')),
	CONSTRAINT "bom_details_parameter_min" CHECK ("bom_details"."parameter" >= 1),
	CONSTRAINT "bom_details_denominator_min" CHECK ("bom_details"."denominator" >= 1)
);
--> statement-breakpoint
CREATE TABLE "boms" (
	"id" serial PRIMARY KEY NOT NULL,
	"bomdes" text NOT NULL,
	"bomsts" text DEFAULT 'Draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boms_bomsts_known" CHECK ("boms"."bomsts" in ('Draft', 'Active', 'Archived'))
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"zoho_item_id" text NOT NULL,
	"itemno" text NOT NULL,
	"itemdes" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"rate" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"updated_from_zoho_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_zoho_item_id_unique" UNIQUE("zoho_item_id"),
	CONSTRAINT "items_itemno_unique" UNIQUE("itemno")
);
--> statement-breakpoint
CREATE TABLE "zoho_sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"errors" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bom_details" ADD CONSTRAINT "bom_details_bom_id_boms_id_fk" FOREIGN KEY ("bom_id") REFERENCES "public"."boms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom_details" ADD CONSTRAINT "bom_details_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bom_details_bom_item_idx" ON "bom_details" USING btree ("bom_id","item_id");--> statement-breakpoint
CREATE INDEX "bom_details_item_id_idx" ON "bom_details" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "boms_updated_at_id_idx" ON "boms" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "boms_bomdes_trgm_idx" ON "boms" USING gin ("bomdes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_itemno_trgm_idx" ON "items" USING gin ("itemno" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_itemdes_trgm_idx" ON "items" USING gin ("itemdes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "zoho_sync_runs_started_at_idx" ON "zoho_sync_runs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "zoho_sync_runs_one_running_idx" ON "zoho_sync_runs" USING btree ("status") WHERE "zoho_sync_runs"."status" = 'running';