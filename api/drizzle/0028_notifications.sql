CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_kind" text NOT NULL,
	"deal_id" integer,
	"lead_id" integer,
	"meeting_id" integer,
	"lead_import_id" integer,
	"parts" jsonb NOT NULL,
	"once_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_id_idx" ON "notifications" USING btree ("recipient_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_idx" ON "notifications" USING btree ("recipient_id","once_key");--> statement-breakpoint
CREATE INDEX "notifications_deal_id_idx" ON "notifications" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "notifications_lead_id_idx" ON "notifications" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "notifications_meeting_id_idx" ON "notifications" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "notifications_lead_import_id_idx" ON "notifications" USING btree ("lead_import_id");--> statement-breakpoint
-- Written by hand: leads and meetings sit above the notifications area (they tell people through
-- it), so its table cannot name theirs. Deleting the lead, meeting or import deletes its notices.
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_lead_import_id_lead_imports_id_fk" FOREIGN KEY ("lead_import_id") REFERENCES "public"."lead_imports"("id") ON DELETE cascade ON UPDATE no action;
