CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"interest" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"owner_id" integer,
	"status" text DEFAULT 'New' NOT NULL,
	"disqualify_reason" text DEFAULT '' NOT NULL,
	"converted_deal_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_source_known" CHECK ("leads"."source" IN ('Website','Referral','Phone','Event','Door-to-door','Partner','Other')),
	CONSTRAINT "leads_interest_known" CHECK ("leads"."interest" IN ('Solar','HVAC','Battery','Other')),
	CONSTRAINT "leads_status_known" CHECK ("leads"."status" IN ('New','Contacted','Qualified','Disqualified','Converted')),
	CONSTRAINT "leads_disqualified_has_reason" CHECK ("leads"."status" <> 'Disqualified' OR "leads"."disqualify_reason" <> ''),
	CONSTRAINT "leads_email_lower_case" CHECK ("leads"."email" = lower("leads"."email"))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_converted_deal_id_deals_id_fk" FOREIGN KEY ("converted_deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_updated_at_id_idx" ON "leads" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "leads_owner_id_idx" ON "leads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "leads_lower_address_idx" ON "leads" USING btree (lower("address"));