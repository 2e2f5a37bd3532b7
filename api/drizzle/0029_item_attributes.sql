CREATE TABLE "item_attribute_values" (
	"item_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"text_value" text,
	"number_value" numeric(18, 4),
	CONSTRAINT "item_attribute_values_item_id_attribute_id_pk" PRIMARY KEY("item_id","attribute_id"),
	CONSTRAINT "item_attribute_values_one_value" CHECK (("item_attribute_values"."text_value" is null) <> ("item_attribute_values"."number_value" is null))
);
--> statement-breakpoint
CREATE TABLE "item_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "item_attributes_type_known" CHECK ("item_attributes"."type" in ('text', 'number', 'choice')),
	CONSTRAINT "item_attributes_unit_number_only" CHECK ("item_attributes"."type" = 'number' or "item_attributes"."unit" = '')
);
--> statement-breakpoint
ALTER TABLE "item_attribute_values" ADD CONSTRAINT "item_attribute_values_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_attribute_values" ADD CONSTRAINT "item_attribute_values_attribute_id_item_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."item_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_attribute_values_number_idx" ON "item_attribute_values" USING btree ("attribute_id","number_value");--> statement-breakpoint
CREATE INDEX "item_attribute_values_text_idx" ON "item_attribute_values" USING btree ("attribute_id",lower("text_value"));--> statement-breakpoint
CREATE UNIQUE INDEX "item_attributes_name_idx" ON "item_attributes" USING btree (lower("name"));