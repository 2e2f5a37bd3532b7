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
