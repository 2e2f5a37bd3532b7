CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"requested_by" integer,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	CONSTRAINT "service_requests_kind_check" CHECK ("service_requests"."kind" IN ('solar-install', 'hvac-install', 'after-service', 'other-services')),
	CONSTRAINT "service_requests_status_check" CHECK ("service_requests"."status" IN ('Open', 'Handled')),
	CONSTRAINT "service_requests_message_check" CHECK (char_length("service_requests"."message") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_requests_deal_id_idx" ON "service_requests" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "service_requests_requested_by_idx" ON "service_requests" USING btree ("requested_by");