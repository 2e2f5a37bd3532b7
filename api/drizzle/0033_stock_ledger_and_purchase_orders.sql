CREATE TABLE "purchase_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost" numeric(14, 2) NOT NULL,
	"expected_date" date,
	"received" integer DEFAULT 0 NOT NULL,
	"damaged" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_lines_quantity_min" CHECK ("purchase_order_lines"."quantity" > 0),
	CONSTRAINT "purchase_order_lines_received_min" CHECK ("purchase_order_lines"."received" >= 0 and "purchase_order_lines"."damaged" >= 0),
	CONSTRAINT "purchase_order_lines_cost_min" CHECK ("purchase_order_lines"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_status_known" CHECK ("purchase_orders"."status" in ('Draft', 'Sent', 'Partially received', 'Received', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"lead_time_days" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_lead_time_range" CHECK ("vendors"."lead_time_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "ncm_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"source" text NOT NULL,
	"purchase_order_line_id" integer,
	"deal_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ncm_records_quantity_min" CHECK ("ncm_records"."quantity" > 0),
	CONSTRAINT "ncm_records_source_known" CHECK ("ncm_records"."source" in ('receipt', 'installation_return', 'count')),
	CONSTRAINT "ncm_records_status_known" CHECK ("ncm_records"."status" in ('Open', 'Under review', 'Returned to vendor', 'Repaired', 'Scrapped'))
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"lines" integer NOT NULL,
	"adjustments" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_item_settings" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"reorder_point" integer,
	CONSTRAINT "stock_item_settings_reorder_min" CHECK ("stock_item_settings"."reorder_point" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"purchase_order_line_id" integer,
	"deal_id" integer,
	"count_id" integer,
	"ncm_record_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind_known" CHECK ("stock_movements"."kind" in ('receipt', 'issue', 'transfer_out', 'transfer_in', 'adjustment', 'return_to_vendor', 'scrap', 'quarantine_in', 'quarantine_out')),
	CONSTRAINT "stock_movements_reason" CHECK (("stock_movements"."kind" = 'adjustment') = ("stock_movements"."reason" is not null) and ("stock_movements"."reason" is null or "stock_movements"."reason" in ('count', 'damage', 'correction'))),
	CONSTRAINT "stock_movements_sign" CHECK (case
        when "stock_movements"."kind" in ('receipt', 'transfer_in', 'quarantine_in') then "stock_movements"."quantity" > 0
        when "stock_movements"."kind" = 'adjustment' then "stock_movements"."quantity" <> 0
        else "stock_movements"."quantity" < 0 end)
);
--> statement-breakpoint
CREATE TABLE "stock_summaries" (
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"quarantined" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"on_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_summaries_item_id_warehouse_id_pk" PRIMARY KEY("item_id","warehouse_id"),
	CONSTRAINT "stock_summaries_quarantined_min" CHECK ("stock_summaries"."quarantined" >= 0),
	CONSTRAINT "stock_summaries_reserved_min" CHECK ("stock_summaries"."reserved" >= 0),
	CONSTRAINT "stock_summaries_on_order_min" CHECK ("stock_summaries"."on_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncm_records" ADD CONSTRAINT "ncm_records_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncm_records" ADD CONSTRAINT "ncm_records_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncm_records" ADD CONSTRAINT "ncm_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_item_settings" ADD CONSTRAINT "stock_item_settings_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_summaries" ADD CONSTRAINT "stock_summaries_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_summaries" ADD CONSTRAINT "stock_summaries_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_item_idx" ON "purchase_order_lines" USING btree ("purchase_order_id","item_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_idx" ON "purchase_orders" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name_idx" ON "vendors" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "ncm_records_status_idx" ON "ncm_records" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "ncm_records_item_idx" ON "ncm_records" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "stock_movements_item_id_idx" ON "stock_movements" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_item_warehouse_idx" ON "stock_movements" USING btree ("item_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_movements_warehouse_idx" ON "stock_movements" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_summaries_warehouse_item_idx" ON "stock_summaries" USING btree ("warehouse_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_name_idx" ON "warehouses" USING btree (lower("name"));--> statement-breakpoint
-- The ledger and non-conformance records name purchase order lines; the purchase-orders module
-- sits above stock, so these keys are written here rather than in stock-tables.ts.
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_purchase_order_line_id_fk" FOREIGN KEY ("purchase_order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncm_records" ADD CONSTRAINT "ncm_records_purchase_order_line_id_fk" FOREIGN KEY ("purchase_order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_ncm_record_id_fk" FOREIGN KEY ("ncm_record_id") REFERENCES "public"."ncm_records"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_count_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE restrict ON UPDATE no action;
