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