CREATE TABLE "deal_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"actor_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_events_deal_id_at_idx" ON "deal_events" USING btree ("deal_id","at");--> statement-breakpoint
-- Deals saved before the database kept one name per address may share one: every such deal but
-- the oldest gets its id appended to its name, so nothing is lost and the index can be built.
UPDATE "deals" SET "name" = "deals"."name" || ' (' || "deals"."id" || ')'
FROM (
	SELECT "id", row_number() OVER (PARTITION BY "address_id", lower(btrim("name")) ORDER BY "id") AS "rank"
	FROM "deals"
) AS "ranked"
WHERE "ranked"."id" = "deals"."id" AND "ranked"."rank" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_address_id_name_key_idx" ON "deals" USING btree ("address_id",lower(btrim("name")));