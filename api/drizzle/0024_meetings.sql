CREATE TABLE "calendar_feed_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "meeting_participants" (
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_organiser" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_participants_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"deal_id" integer,
	"lead_id" integer,
	"organiser_id" integer NOT NULL,
	"contact_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_end_after_start" CHECK ("meetings"."ends_at" > "meetings"."starts_at"),
	CONSTRAINT "meetings_duration_check" CHECK ("meetings"."ends_at" - "meetings"."starts_at" <= interval '24 hours'),
	CONSTRAINT "meetings_kind_check" CHECK ("meetings"."kind" IN ('Site visit', 'Sales meeting', 'Follow-up call', 'Install walk-through')),
	CONSTRAINT "meetings_title_check" CHECK (char_length("meetings"."title") BETWEEN 1 AND 200),
	CONSTRAINT "meetings_deal_or_lead" CHECK ("meetings"."deal_id" IS NULL OR "meetings"."lead_id" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_contact_id_deal_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."deal_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_participants_user_starts_idx" ON "meeting_participants" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_starts_at_idx" ON "meetings" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "meetings_deal_id_idx" ON "meetings" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "meetings_organiser_id_idx" ON "meetings" USING btree ("organiser_id");--> statement-breakpoint
CREATE INDEX "meetings_contact_id_idx" ON "meetings" USING btree ("contact_id");