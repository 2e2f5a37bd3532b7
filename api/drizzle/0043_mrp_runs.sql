CREATE TABLE "mrp_planned_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"release_week" date NOT NULL,
	"receipt_week" date NOT NULL,
	"quantity" integer NOT NULL,
	"late" boolean NOT NULL,
	"purchase_order_id" integer,
	"converted_at" timestamp with time zone,
	CONSTRAINT "mrp_planned_orders_quantity_min" CHECK ("mrp_planned_orders"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "mrp_run_items" (
	"run_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"itemno" text NOT NULL,
	"itemdes" text NOT NULL,
	"on_hand" numeric NOT NULL,
	"settings" jsonb,
	"lead_time_weeks" integer NOT NULL,
	"rows" text NOT NULL,
	"sources" text NOT NULL,
	"exceptions" text NOT NULL,
	"has_exceptions" boolean NOT NULL,
	CONSTRAINT "mrp_run_items_run_id_item_id_pk" PRIMARY KEY("run_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "mrp_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"job_id" text,
	"horizon_start" date NOT NULL,
	"weeks" integer NOT NULL,
	"include_forecast" boolean NOT NULL,
	"warehouse_id" integer,
	"warehouse_name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"item_count" integer DEFAULT 0 NOT NULL,
	"planned_order_count" integer DEFAULT 0 NOT NULL,
	"exception_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "mrp_runs_status_known" CHECK ("mrp_runs"."status" in ('queued', 'running', 'completed', 'failed')),
	CONSTRAINT "mrp_runs_weeks_range" CHECK ("mrp_runs"."weeks" between 1 and 104),
	CONSTRAINT "mrp_runs_horizon_monday" CHECK (extract(isodow from "mrp_runs"."horizon_start") = 1)
);
--> statement-breakpoint
ALTER TABLE "mrp_planned_orders" ADD CONSTRAINT "mrp_planned_orders_run_id_mrp_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."mrp_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrp_planned_orders" ADD CONSTRAINT "mrp_planned_orders_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrp_planned_orders" ADD CONSTRAINT "mrp_planned_orders_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrp_run_items" ADD CONSTRAINT "mrp_run_items_run_id_mrp_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."mrp_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrp_run_items" ADD CONSTRAINT "mrp_run_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrp_runs" ADD CONSTRAINT "mrp_runs_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrp_runs" ADD CONSTRAINT "mrp_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mrp_planned_orders_run_item_idx" ON "mrp_planned_orders" USING btree ("run_id","item_id");--> statement-breakpoint
CREATE INDEX "mrp_run_items_itemno_idx" ON "mrp_run_items" USING btree ("run_id","itemno");