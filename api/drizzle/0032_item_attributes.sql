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
--> statement-breakpoint
CREATE TABLE "zoho_api_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer,
	"duration_ms" integer NOT NULL,
	"error" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zoho_conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"field" text NOT NULL,
	"ours" text NOT NULL,
	"theirs" text NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "zoho_pushes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"zoho_id" text NOT NULL,
	"pushed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zoho_token_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_refresh_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"last_error_at" timestamp with time zone,
	CONSTRAINT "zoho_token_state_one_row" CHECK ("zoho_token_state"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "zoho_api_calls_at_idx" ON "zoho_api_calls" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "zoho_conflicts_open_idx" ON "zoho_conflicts" USING btree ("kind","reference","field") WHERE "zoho_conflicts"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "zoho_pushes_key_idx" ON "zoho_pushes" USING btree ("kind","idempotency_key");
--> statement-breakpoint
CREATE TABLE "zoho_upload_rows" (
	"upload_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"problems" jsonb,
	"parsed" jsonb,
	"imported" boolean DEFAULT false NOT NULL,
	CONSTRAINT "zoho_upload_rows_upload_id_row_number_pk" PRIMARY KEY("upload_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "zoho_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"header" jsonb NOT NULL,
	"columns" jsonb,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer,
	"problem_rows" integer,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"validation_job_id" uuid,
	"import_job_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zoho_uploads_status_known" CHECK (status IN ('uploaded','validating','validated','importing','imported'))
);
--> statement-breakpoint
ALTER TABLE "zoho_upload_rows" ADD CONSTRAINT "zoho_upload_rows_upload_id_zoho_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."zoho_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zoho_uploads" ADD CONSTRAINT "zoho_uploads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zoho_uploads_created_by_idx" ON "zoho_uploads" USING btree ("created_by");