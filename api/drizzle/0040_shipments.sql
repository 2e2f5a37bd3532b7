CREATE TABLE "shipment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shipment_lines_quantity_min" CHECK ("shipment_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"project_id" integer,
	"warehouse_id" integer NOT NULL,
	"status" text DEFAULT 'Planned' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"planned_ship_date" date NOT NULL,
	"shipped_on" date,
	"delivered_on" date,
	"signed_by" text DEFAULT '' NOT NULL,
	"proof_document_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_status_known" CHECK ("shipments"."status" in ('Planned', 'Shipped', 'Delivered', 'Cancelled')),
	CONSTRAINT "shipments_dates_follow_status" CHECK (("shipments"."status" not in ('Shipped', 'Delivered') or "shipments"."shipped_on" is not null)
        and ("shipments"."status" <> 'Delivered' or ("shipments"."delivered_on" is not null and "shipments"."signed_by" <> ''))),
	CONSTRAINT "shipments_carrier_length" CHECK (char_length("shipments"."carrier") <= 100),
	CONSTRAINT "shipments_tracking_length" CHECK (char_length("shipments"."tracking_number") <= 100),
	CONSTRAINT "shipments_signed_by_length" CHECK (char_length("shipments"."signed_by") <= 100)
);
--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_proof_document_id_deal_documents_id_fk" FOREIGN KEY ("proof_document_id") REFERENCES "public"."deal_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_lines_item_idx" ON "shipment_lines" USING btree ("shipment_id","item_id");--> statement-breakpoint
CREATE INDEX "shipment_lines_item_id_idx" ON "shipment_lines" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "shipments_deal_idx" ON "shipments" USING btree ("deal_id","id");--> statement-breakpoint
CREATE INDEX "shipments_planned_date_idx" ON "shipments" USING btree ("planned_ship_date","id");--> statement-breakpoint
CREATE INDEX "shipments_tracking_idx" ON "shipments" USING btree (lower("tracking_number"));