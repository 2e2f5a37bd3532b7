CREATE TABLE "deal_search_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
