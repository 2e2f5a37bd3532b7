CREATE TABLE "ncm_record_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"ncm_record_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ncm_record_events_status_known" CHECK ("ncm_record_events"."to_status" in ('Open', 'Under review', 'Returned to vendor', 'Repaired', 'Scrapped') and ("ncm_record_events"."from_status" is null or "ncm_record_events"."from_status" in ('Open', 'Under review', 'Returned to vendor', 'Repaired', 'Scrapped')))
);
--> statement-breakpoint
CREATE TABLE "ncm_record_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"ncm_record_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ncm_record_photos_size_check" CHECK ("ncm_record_photos"."size" > 0),
	CONSTRAINT "ncm_record_photos_sha256_check" CHECK ("ncm_record_photos"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "ncm_record_events" ADD CONSTRAINT "ncm_record_events_ncm_record_id_ncm_records_id_fk" FOREIGN KEY ("ncm_record_id") REFERENCES "public"."ncm_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncm_record_events" ADD CONSTRAINT "ncm_record_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncm_record_photos" ADD CONSTRAINT "ncm_record_photos_ncm_record_id_ncm_records_id_fk" FOREIGN KEY ("ncm_record_id") REFERENCES "public"."ncm_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncm_record_photos" ADD CONSTRAINT "ncm_record_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ncm_record_events_record_idx" ON "ncm_record_events" USING btree ("ncm_record_id","id");--> statement-breakpoint
CREATE INDEX "ncm_record_photos_record_idx" ON "ncm_record_photos" USING btree ("ncm_record_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ncm_record_photos_storage_key_idx" ON "ncm_record_photos" USING btree ("storage_key");