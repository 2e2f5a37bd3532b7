CREATE TABLE "job_files" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() + interval '1 day' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_progress" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"message" text DEFAULT '' NOT NULL,
	"error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "zoho_sync_runs" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "job_files" ADD CONSTRAINT "job_files_job_id_job_progress_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_progress"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_progress" ADD CONSTRAINT "job_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_files_expires_at_idx" ON "job_files" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "job_progress_created_at_idx" ON "job_progress" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_progress_user_kind_idx" ON "job_progress" USING btree ("user_id","kind","created_at");