-- Custom SQL migration file, put your code below! ---- The version a cached deals-search total is checked against (api/src/modules/crm/search-totals-cache.ts):
-- one bump per transaction that changes what a search counts. The triggers are deferred to the
-- commit, so the counter row is the last lock such a transaction takes (no lock-order deadlock
-- with the rows it changed) and holds it only while committing.
INSERT INTO deal_search_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION deal_search_version_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction: later events of the same transaction find the mark.
  IF current_setting('solar.deal_search_version_bumped', true) = txid_current()::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('solar.deal_search_version_bumped', txid_current()::text, true);
  UPDATE deal_search_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER deal_search_version_on_deals
AFTER INSERT OR DELETE OR UPDATE OF name, address_id, stage_id, sales_person_id ON deals
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION deal_search_version_bump();
--> statement-breakpoint
CREATE TRIGGER deal_search_version_on_deals_truncate AFTER TRUNCATE ON deals
FOR EACH STATEMENT EXECUTE FUNCTION deal_search_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER deal_search_version_on_addresses
AFTER UPDATE OF address, province_id ON addresses
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION deal_search_version_bump();
--> statement-breakpoint
-- The sales-person tree decides which deals a manager sees (deal-access.ts, teamIdsSql).
CREATE CONSTRAINT TRIGGER deal_search_version_on_users
AFTER UPDATE OF manager_id ON users
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION deal_search_version_bump();
