CREATE TABLE "document_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group" text NOT NULL,
	"orientation" text NOT NULL,
	"page_size" text NOT NULL,
	"pages" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seed_key" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_templates_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "document_templates_group_check" CHECK ("document_templates"."group" IN ('Proposal', 'Contract', 'Invoice')),
	CONSTRAINT "document_templates_orientation_check" CHECK ("document_templates"."orientation" IN ('portrait', 'landscape')),
	CONSTRAINT "document_templates_page_size_check" CHECK ("document_templates"."page_size" IN ('Letter', 'A4', 'A5', 'B5', 'Legal')),
	CONSTRAINT "document_templates_version_check" CHECK ("document_templates"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "template_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"filename" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_images_content_type_check" CHECK ("template_images"."content_type" IN ('image/png', 'image/jpeg', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_images" ADD CONSTRAINT "template_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_templates_group_name_idx" ON "document_templates" USING btree ("group",lower("name"));