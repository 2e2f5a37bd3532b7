CREATE TABLE "proposal_sendings" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"recipients" jsonb NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document_id" integer NOT NULL,
	"document_sha256" text NOT NULL,
	"first_viewed_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"answered_by" integer,
	"answered_contact_id" integer,
	"signed_at" timestamp with time zone,
	"signer_name" text,
	"signer_ip" text,
	"signer_user_agent" text,
	"signature_method" text,
	"signed_document_id" integer,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	CONSTRAINT "proposal_sendings_state_check" CHECK ("proposal_sendings"."state" IN ('sent', 'superseded', 'signed', 'declined')),
	CONSTRAINT "proposal_sendings_signed_check" CHECK (("proposal_sendings"."state" = 'signed') = ("proposal_sendings"."signed_at" IS NOT NULL)),
	CONSTRAINT "proposal_sendings_decline_reason_check" CHECK (char_length(coalesce("proposal_sendings"."decline_reason", '')) <= 500)
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposal_sendings" ADD CONSTRAINT "proposal_sendings_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_sendings" ADD CONSTRAINT "proposal_sendings_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_sendings" ADD CONSTRAINT "proposal_sendings_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_sendings" ADD CONSTRAINT "proposal_sendings_document_id_deal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."deal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_sendings" ADD CONSTRAINT "proposal_sendings_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_sendings" ADD CONSTRAINT "proposal_sendings_answered_contact_id_deal_contacts_id_fk" FOREIGN KEY ("answered_contact_id") REFERENCES "public"."deal_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_sendings" ADD CONSTRAINT "proposal_sendings_signed_document_id_deal_documents_id_fk" FOREIGN KEY ("signed_document_id") REFERENCES "public"."deal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_sendings_deal_id_idx" ON "proposal_sendings" USING btree ("deal_id","sent_at");--> statement-breakpoint
CREATE INDEX "proposal_sendings_proposal_id_idx" ON "proposal_sendings" USING btree ("proposal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_sendings_one_signed_idx" ON "proposal_sendings" USING btree ("deal_id") WHERE "proposal_sendings"."state" = 'signed';