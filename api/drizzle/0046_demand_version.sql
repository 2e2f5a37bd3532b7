CREATE TABLE "demand_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- The version a cached Demand grid is checked against (api/src/modules/demand/demand-grid-cache.ts):
-- one bump per transaction that changes a number or a name of the grid. Deferred to the commit
-- like deal_search_version's, so the counter row is the last lock such a transaction takes.
INSERT INTO demand_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION demand_version_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction: later events of the same transaction find the mark.
  IF current_setting('solar.demand_version_bumped', true) = txid_current()::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('solar.demand_version_bumped', txid_current()::text, true);
  UPDATE demand_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER demand_version_on_project_milestones
AFTER INSERT OR DELETE OR UPDATE OF project_id, key, planned_date ON project_milestones
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION demand_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER demand_version_on_projects
AFTER INSERT OR DELETE OR UPDATE OF deal_id, status, system_panels, proposal_id ON projects
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION demand_version_bump();
--> statement-breakpoint
-- A deal's address gives its project's province; its name is not in the grid.
CREATE CONSTRAINT TRIGGER demand_version_on_deals
AFTER UPDATE OF address_id ON deals
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION demand_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER demand_version_on_addresses
AFTER UPDATE OF province_id ON addresses
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION demand_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER demand_version_on_proposal_saved_details
AFTER INSERT OR DELETE OR UPDATE ON proposal_saved_details
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION demand_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER demand_version_on_bom_links
AFTER INSERT OR DELETE OR UPDATE ON bom_links
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION demand_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER demand_version_on_bom_details
AFTER INSERT OR DELETE OR UPDATE ON bom_details
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION demand_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER demand_version_on_demand_panel_links
AFTER INSERT OR DELETE OR UPDATE ON demand_panel_links
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION demand_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER demand_version_on_planned_installations
AFTER INSERT OR DELETE OR UPDATE ON planned_installations
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION demand_version_bump();
--> statement-breakpoint
-- Only issues to a deal are subtracted from demand: receipts, transfers and counts leave it alone.
CREATE CONSTRAINT TRIGGER demand_version_on_stock_issues
AFTER INSERT ON stock_movements
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (NEW.kind = 'issue' AND NEW.deal_id IS NOT NULL)
EXECUTE FUNCTION demand_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER demand_version_on_stock_movement_changes
AFTER DELETE OR UPDATE ON stock_movements
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION demand_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER demand_version_on_items
AFTER DELETE OR UPDATE OF itemno, itemdes ON items
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION demand_version_bump();

--> statement-breakpoint
CREATE TABLE "demand_panel_sizes" (
	"panel_size_w" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "demand_panel_sizes_size_check" CHECK ("demand_panel_sizes"."panel_size_w" between 1 and 2000)
);

--> statement-breakpoint
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