-- An item's reorder point lives in one place, its stock setting (stock_item_settings), which the
-- Stock page's low-stock filter and MPR Item Setting both read. Before the planning copies go, an
-- item whose stock setting has no reorder point takes the one MPR Item Setting had in force for
-- it (its own, else its category's default) when that was above zero; zero was the planning
-- default, not a choice. A reorder point set on the Stock page is kept as it is.
INSERT INTO "stock_item_settings" ("item_id", "reorder_point")
SELECT i."id", coalesce(own."reorder_point", cat."reorder_point")
FROM "items" i
LEFT JOIN "planning_item_settings" own ON own."item_id" = i."id"
LEFT JOIN "planning_category_settings" cat
  ON own."item_id" IS NULL AND cat."category" = split_part(i."itemno", '-', 1)
WHERE coalesce(own."reorder_point", cat."reorder_point") > 0
ON CONFLICT ("item_id") DO UPDATE SET "reorder_point" = excluded."reorder_point"
WHERE "stock_item_settings"."reorder_point" IS NULL;--> statement-breakpoint
ALTER TABLE "planning_category_settings" DROP CONSTRAINT "planning_category_settings_reorder_point_check";--> statement-breakpoint
ALTER TABLE "planning_item_settings" DROP CONSTRAINT "planning_item_settings_reorder_point_check";--> statement-breakpoint
ALTER TABLE "planning_category_settings" DROP COLUMN "reorder_point";--> statement-breakpoint
ALTER TABLE "planning_item_settings" DROP COLUMN "reorder_point";