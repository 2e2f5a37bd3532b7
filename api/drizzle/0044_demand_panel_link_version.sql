CREATE TABLE "demand_panel_sizes" (
	"panel_size_w" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "demand_panel_sizes_size_check" CHECK ("demand_panel_sizes"."panel_size_w" between 1 and 2000)
);
