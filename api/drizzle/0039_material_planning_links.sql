CREATE TABLE "bom_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"bom_id" integer NOT NULL,
	"installation_type" text,
	"program" text,
	"panel_size_w" integer,
	"province_id" integer,
	"is_default" boolean GENERATED ALWAYS AS (installation_type is null and program is null and panel_size_w is null and province_id is null) STORED NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bom_links_installation_type_check" CHECK ("bom_links"."installation_type" is null or "bom_links"."installation_type" in ('rooftop', 'ground')),
	CONSTRAINT "bom_links_program_check" CHECK ("bom_links"."program" ~ '^[A-Za-z0-9-]{1,50}$'),
	CONSTRAINT "bom_links_panel_size_check" CHECK ("bom_links"."panel_size_w" between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "demand_panel_links" (
	"panel_size_w" integer NOT NULL,
	"item_id" integer NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "demand_panel_links_panel_size_w_item_id_pk" PRIMARY KEY("panel_size_w","item_id"),
	CONSTRAINT "demand_panel_links_size_check" CHECK ("demand_panel_links"."panel_size_w" between 1 and 2000),
	CONSTRAINT "demand_panel_links_rank_check" CHECK ("demand_panel_links"."rank" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "planned_installations" (
	"id" serial PRIMARY KEY NOT NULL,
	"week" text NOT NULL,
	"count" integer NOT NULL,
	"installation_type" text NOT NULL,
	"panel_size_w" integer NOT NULL,
	"panels_each" integer NOT NULL,
	"province_id" integer,
	"program" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planned_installations_week_check" CHECK ("planned_installations"."week" ~ '^[0-9]{4}-W[0-9]{2}$'),
	CONSTRAINT "planned_installations_count_check" CHECK ("planned_installations"."count" between 1 and 10000),
	CONSTRAINT "planned_installations_type_check" CHECK ("planned_installations"."installation_type" in ('rooftop', 'ground')),
	CONSTRAINT "planned_installations_panels_check" CHECK ("planned_installations"."panels_each" between 1 and 1000),
	CONSTRAINT "planned_installations_size_check" CHECK ("planned_installations"."panel_size_w" between 1 and 2000),
	CONSTRAINT "planned_installations_program_check" CHECK ("planned_installations"."program" ~ '^[A-Za-z0-9-]{1,50}$')
);
--> statement-breakpoint
CREATE TABLE "planning_category_settings" (
	"category" text PRIMARY KEY NOT NULL,
	"planned" boolean NOT NULL,
	"lead_time_days" integer NOT NULL,
	"safety_stock" integer NOT NULL,
	"reorder_point" integer NOT NULL,
	"moq" integer NOT NULL,
	"order_multiple" integer NOT NULL,
	"preferred_vendor_id" integer,
	"planning_warehouse_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_category_settings_lead_time_check" CHECK ("planning_category_settings"."lead_time_days" between 0 and 365),
	CONSTRAINT "planning_category_settings_safety_stock_check" CHECK ("planning_category_settings"."safety_stock" between 0 and 1000000),
	CONSTRAINT "planning_category_settings_reorder_point_check" CHECK ("planning_category_settings"."reorder_point" between 0 and 1000000),
	CONSTRAINT "planning_category_settings_moq_check" CHECK ("planning_category_settings"."moq" between 1 and 1000000),
	CONSTRAINT "planning_category_settings_order_multiple_check" CHECK ("planning_category_settings"."order_multiple" between 1 and 1000000),
	CONSTRAINT "planning_category_settings_category_check" CHECK (char_length("planning_category_settings"."category") <= 50)
);
--> statement-breakpoint
CREATE TABLE "planning_item_settings" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"planned" boolean NOT NULL,
	"lead_time_days" integer NOT NULL,
	"safety_stock" integer NOT NULL,
	"reorder_point" integer NOT NULL,
	"moq" integer NOT NULL,
	"order_multiple" integer NOT NULL,
	"preferred_vendor_id" integer,
	"planning_warehouse_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_item_settings_lead_time_check" CHECK ("planning_item_settings"."lead_time_days" between 0 and 365),
	CONSTRAINT "planning_item_settings_safety_stock_check" CHECK ("planning_item_settings"."safety_stock" between 0 and 1000000),
	CONSTRAINT "planning_item_settings_reorder_point_check" CHECK ("planning_item_settings"."reorder_point" between 0 and 1000000),
	CONSTRAINT "planning_item_settings_moq_check" CHECK ("planning_item_settings"."moq" between 1 and 1000000),
	CONSTRAINT "planning_item_settings_order_multiple_check" CHECK ("planning_item_settings"."order_multiple" between 1 and 1000000)
);
--> statement-breakpoint
ALTER TABLE "bom_links" ADD CONSTRAINT "bom_links_bom_id_boms_id_fk" FOREIGN KEY ("bom_id") REFERENCES "public"."boms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom_links" ADD CONSTRAINT "bom_links_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_panel_links" ADD CONSTRAINT "demand_panel_links_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_installations" ADD CONSTRAINT "planned_installations_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_category_settings" ADD CONSTRAINT "planning_category_settings_preferred_vendor_id_vendors_id_fk" FOREIGN KEY ("preferred_vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_category_settings" ADD CONSTRAINT "planning_category_settings_planning_warehouse_id_warehouses_id_fk" FOREIGN KEY ("planning_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_item_settings" ADD CONSTRAINT "planning_item_settings_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_item_settings" ADD CONSTRAINT "planning_item_settings_preferred_vendor_id_vendors_id_fk" FOREIGN KEY ("preferred_vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_item_settings" ADD CONSTRAINT "planning_item_settings_planning_warehouse_id_warehouses_id_fk" FOREIGN KEY ("planning_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bom_links_criteria_idx" ON "bom_links" USING btree (coalesce("installation_type", ''),coalesce("program", ''),coalesce("panel_size_w", 0),coalesce("province_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "bom_links_one_default_idx" ON "bom_links" USING btree ("is_default") WHERE "bom_links"."is_default";--> statement-breakpoint
CREATE INDEX "bom_links_bom_id_idx" ON "bom_links" USING btree ("bom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "demand_panel_links_rank_idx" ON "demand_panel_links" USING btree ("panel_size_w","rank");--> statement-breakpoint
CREATE INDEX "planned_installations_week_idx" ON "planned_installations" USING btree ("week","id");--> statement-breakpoint
CREATE INDEX "project_milestones_installation_planned_idx" ON "project_milestones" USING btree ("planned_date","project_id") WHERE "project_milestones"."key" = 'installation_scheduled';--> statement-breakpoint
CREATE INDEX "stock_movements_deal_issue_idx" ON "stock_movements" USING btree ("deal_id","item_id") WHERE "stock_movements"."kind" = 'issue' and "stock_movements"."deal_id" is not null;--> statement-breakpoint
-- Exactly one default BOM link while any link exists, checked at commit so that a transaction may
-- replace the default's parts list or delete every link in any order.
CREATE FUNCTION bom_links_need_one_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM bom_links) AND NOT EXISTS (SELECT 1 FROM bom_links WHERE is_default) THEN
    RAISE EXCEPTION 'bom_links needs exactly one default link'
      USING ERRCODE = '23514', CONSTRAINT = 'bom_links_one_default';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bom_links_one_default
  AFTER INSERT OR UPDATE OR DELETE ON bom_links
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bom_links_need_one_default();
