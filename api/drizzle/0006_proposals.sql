CREATE TABLE "proposal_saved_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"proposal_version" integer DEFAULT 1 NOT NULL,
	"proposal_status_id" integer NOT NULL,
	"proposal_description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_version_check" CHECK ("proposals"."proposal_version" >= 1),
	CONSTRAINT "proposals_description_check" CHECK (char_length("proposals"."proposal_description") <= 500)
);
--> statement-breakpoint
ALTER TABLE "proposal_saved_details" ADD CONSTRAINT "proposal_saved_details_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_proposal_status_id_proposal_statuses_id_fk" FOREIGN KEY ("proposal_status_id") REFERENCES "public"."proposal_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_saved_details_proposal_idx" ON "proposal_saved_details" USING btree ("proposal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_deal_version_idx" ON "proposals" USING btree ("deal_id","proposal_version");--> statement-breakpoint
CREATE INDEX "proposals_status_id_idx" ON "proposals" USING btree ("proposal_status_id");--> statement-breakpoint
CREATE INDEX "proposals_updated_at_id_idx" ON "proposals" USING btree ("updated_at","id");