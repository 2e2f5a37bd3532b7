CREATE TABLE "deal_pricing_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"database_id" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
-- The counter a remembered pricing catalog is checked against (deal-programs-pricing-cache.ts):
-- one bump per transaction that changes a program, one of its versions (terms, date, first use)
-- or a tax rate. Deferred to the commit, so the counter row is the last lock such a transaction
-- takes and is held only while committing.
INSERT INTO deal_pricing_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION deal_pricing_version_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction: later events of the same transaction find the mark.
  IF current_setting('solar.deal_pricing_version_bumped', true) = txid_current()::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('solar.deal_pricing_version_bumped', txid_current()::text, true);
  UPDATE deal_pricing_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER deal_pricing_version_on_deal_programs
AFTER INSERT OR DELETE OR UPDATE ON deal_programs
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION deal_pricing_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER deal_pricing_version_on_deal_program_versions
AFTER INSERT OR DELETE OR UPDATE ON deal_program_versions
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION deal_pricing_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER deal_pricing_version_on_tax_rates
AFTER INSERT OR DELETE OR UPDATE ON tax_rates
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION deal_pricing_version_bump();
--> statement-breakpoint
CREATE TRIGGER deal_pricing_version_on_deal_programs_truncate AFTER TRUNCATE ON deal_programs
FOR EACH STATEMENT EXECUTE FUNCTION deal_pricing_version_bump();
--> statement-breakpoint
CREATE TRIGGER deal_pricing_version_on_deal_program_versions_truncate
AFTER TRUNCATE ON deal_program_versions
FOR EACH STATEMENT EXECUTE FUNCTION deal_pricing_version_bump();
--> statement-breakpoint
CREATE TRIGGER deal_pricing_version_on_tax_rates_truncate AFTER TRUNCATE ON tax_rates
FOR EACH STATEMENT EXECUTE FUNCTION deal_pricing_version_bump();
