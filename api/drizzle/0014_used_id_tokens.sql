CREATE TABLE "used_id_tokens" (
	"token_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_id_tokens_expires_at_idx" ON "used_id_tokens" USING btree ("expires_at");