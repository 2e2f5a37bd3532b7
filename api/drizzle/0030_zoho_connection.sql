CREATE TABLE "zoho_api_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer,
	"duration_ms" integer NOT NULL,
	"error" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zoho_conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"field" text NOT NULL,
	"ours" text NOT NULL,
	"theirs" text NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "zoho_pushes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"zoho_id" text NOT NULL,
	"pushed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zoho_token_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_refresh_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"last_error_at" timestamp with time zone,
	CONSTRAINT "zoho_token_state_one_row" CHECK ("zoho_token_state"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "zoho_api_calls_at_idx" ON "zoho_api_calls" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "zoho_conflicts_open_idx" ON "zoho_conflicts" USING btree ("kind","reference","field") WHERE "zoho_conflicts"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "zoho_pushes_key_idx" ON "zoho_pushes" USING btree ("kind","idempotency_key");