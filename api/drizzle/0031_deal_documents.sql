CREATE TABLE "deal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"project_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shared_with_customer" boolean DEFAULT false NOT NULL,
	"request_id" integer,
	CONSTRAINT "deal_documents_kind_check" CHECK ("deal_documents"."kind" IN ('power-bill', 'site-photo', 'permit', 'contract', 'signed-contract', 'inspection-report', 'customer-upload', 'other')),
	CONSTRAINT "deal_documents_name_check" CHECK (char_length("deal_documents"."name") BETWEEN 1 AND 200),
	CONSTRAINT "deal_documents_size_check" CHECK ("deal_documents"."size" > 0),
	CONSTRAINT "deal_documents_sha256_check" CHECK ("deal_documents"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"description" text NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone,
	CONSTRAINT "document_requests_description_check" CHECK (char_length("document_requests"."description") BETWEEN 1 AND 500)
);
--> statement-breakpoint
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_documents_deal_id_idx" ON "deal_documents" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "deal_documents_project_id_idx" ON "deal_documents" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_documents_storage_key_idx" ON "deal_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "document_requests_deal_id_idx" ON "document_requests" USING btree ("deal_id");