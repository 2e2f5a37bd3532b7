CREATE TABLE "meeting_calendar_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- The counter a remembered calendar range is checked against (meetings-calendar-cache.ts): one
-- bump per transaction that changes what a range shows or who may see it. Deferred to the commit,
-- so the counter row is the last lock such a transaction takes and is held only while committing.
INSERT INTO meeting_calendar_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION meeting_calendar_version_bump_now() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction: later events of the same transaction find the mark.
  IF current_setting('solar.meeting_calendar_version_bumped', true) = txid_current()::text THEN
    RETURN;
  END IF;
  PERFORM set_config('solar.meeting_calendar_version_bumped', txid_current()::text, true);
  UPDATE meeting_calendar_version SET version = version + 1 WHERE id = 1;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION meeting_calendar_version_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM meeting_calendar_version_bump_now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A deal's name is shown on its meetings and its sales person decides who sees them; a deal
-- without meetings changes no calendar, so its edits leave the counter alone.
CREATE OR REPLACE FUNCTION meeting_calendar_version_bump_for_deal() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM meetings WHERE deal_id = NEW.id) THEN
    PERFORM meeting_calendar_version_bump_now();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER meeting_calendar_version_on_meetings
AFTER INSERT OR DELETE OR UPDATE ON meetings
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION meeting_calendar_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER meeting_calendar_version_on_participants
AFTER INSERT OR DELETE OR UPDATE ON meeting_participants
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION meeting_calendar_version_bump();
--> statement-breakpoint
CREATE TRIGGER meeting_calendar_version_on_meetings_truncate AFTER TRUNCATE ON meetings
FOR EACH STATEMENT EXECUTE FUNCTION meeting_calendar_version_bump();
--> statement-breakpoint
CREATE TRIGGER meeting_calendar_version_on_participants_truncate AFTER TRUNCATE ON meeting_participants
FOR EACH STATEMENT EXECUTE FUNCTION meeting_calendar_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER meeting_calendar_version_on_deals
AFTER UPDATE OF name, sales_person_id ON deals
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.sales_person_id IS DISTINCT FROM NEW.sales_person_id)
EXECUTE FUNCTION meeting_calendar_version_bump_for_deal();
--> statement-breakpoint
-- The sales-person tree decides whose meetings a manager sees and may edit (teamIdsSql).
CREATE CONSTRAINT TRIGGER meeting_calendar_version_on_users
AFTER UPDATE OF manager_id ON users
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.manager_id IS DISTINCT FROM NEW.manager_id)
EXECUTE FUNCTION meeting_calendar_version_bump();

--> statement-breakpoint
ALTER TABLE "deal_counts" ADD COLUMN "watts" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_counts" ADD COLUMN "sized" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The board's kW and "sized" per stage come from the same counters as its counts, instead of
-- reading every sized deal of every stage. A deal counts in `sized` when its size is known.
CREATE OR REPLACE FUNCTION deal_counts_on_deals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO deal_counts AS c (sales_person_id, stage_id, province_id, count, watts, sized)
    VALUES (coalesce(NEW.sales_person_id, 0), NEW.stage_id, deal_counts_province_of(NEW.address_id), 1,
      coalesce(NEW.system_size_watts, 0), (NEW.system_size_watts IS NOT NULL)::int)
    ON CONFLICT (sales_person_id, stage_id, province_id) DO UPDATE
      SET count = c.count + 1, watts = c.watts + excluded.watts, sized = c.sized + excluded.sized;
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE deal_counts SET count = count - 1, watts = watts - coalesce(OLD.system_size_watts, 0),
      sized = sized - (OLD.system_size_watts IS NOT NULL)::int
    WHERE sales_person_id = coalesce(OLD.sales_person_id, 0) AND stage_id = OLD.stage_id
      AND province_id = deal_counts_province_of(OLD.address_id);
    RETURN NULL;
  END IF;
  -- UPDATE: only a change of one of the keys or of the size moves anything.
  IF coalesce(NEW.sales_person_id, 0) = coalesce(OLD.sales_person_id, 0)
     AND NEW.stage_id = OLD.stage_id AND NEW.address_id = OLD.address_id
     AND NEW.system_size_watts IS NOT DISTINCT FROM OLD.system_size_watts THEN
    RETURN NULL;
  END IF;
  INSERT INTO deal_counts AS c (sales_person_id, stage_id, province_id, count, watts, sized)
  SELECT k.sales_person_id, k.stage_id, k.province_id, sum(k.delta)::integer, sum(k.watts)::bigint,
    sum(k.sized)::integer
  FROM (VALUES
      (coalesce(OLD.sales_person_id, 0), OLD.stage_id, deal_counts_province_of(OLD.address_id), -1,
        -coalesce(OLD.system_size_watts, 0)::bigint, -(OLD.system_size_watts IS NOT NULL)::int),
      (coalesce(NEW.sales_person_id, 0), NEW.stage_id, deal_counts_province_of(NEW.address_id), 1,
        coalesce(NEW.system_size_watts, 0)::bigint, (NEW.system_size_watts IS NOT NULL)::int)
    ) AS k(sales_person_id, stage_id, province_id, delta, watts, sized)
  GROUP BY k.sales_person_id, k.stage_id, k.province_id
  ORDER BY k.sales_person_id, k.stage_id, k.province_id
  ON CONFLICT (sales_person_id, stage_id, province_id) DO UPDATE
    SET count = c.count + excluded.count, watts = c.watts + excluded.watts,
      sized = c.sized + excluded.sized;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER deal_counts_on_deals ON deals;
--> statement-breakpoint
CREATE TRIGGER deal_counts_on_deals
AFTER INSERT OR DELETE OR UPDATE OF sales_person_id, stage_id, address_id, system_size_watts
ON deals FOR EACH ROW EXECUTE FUNCTION deal_counts_on_deals();
--> statement-breakpoint
-- An address moved to another province (or its province deleted) moves its deals' counts.
CREATE OR REPLACE FUNCTION deal_counts_on_addresses() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(NEW.province_id, 0) = coalesce(OLD.province_id, 0) THEN
    RETURN NULL;
  END IF;
  INSERT INTO deal_counts AS c (sales_person_id, stage_id, province_id, count, watts, sized)
  SELECT k.sales_person_id, k.stage_id, k.province_id, sum(k.delta)::integer, sum(k.watts)::bigint,
    sum(k.sized)::integer
  FROM (
    SELECT coalesce(d.sales_person_id, 0) AS sales_person_id, d.stage_id,
      coalesce(OLD.province_id, 0) AS province_id, -1 AS delta,
      -coalesce(d.system_size_watts, 0)::bigint AS watts, -(d.system_size_watts IS NOT NULL)::int AS sized
    FROM deals d WHERE d.address_id = NEW.id
    UNION ALL
    SELECT coalesce(d.sales_person_id, 0), d.stage_id, coalesce(NEW.province_id, 0), 1,
      coalesce(d.system_size_watts, 0)::bigint, (d.system_size_watts IS NOT NULL)::int
    FROM deals d WHERE d.address_id = NEW.id
  ) AS k
  GROUP BY k.sales_person_id, k.stage_id, k.province_id
  ORDER BY k.sales_person_id, k.stage_id, k.province_id
  ON CONFLICT (sales_person_id, stage_id, province_id) DO UPDATE
    SET count = c.count + excluded.count, watts = c.watts + excluded.watts,
      sized = c.sized + excluded.sized;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE deal_counts c SET watts = k.watts, sized = k.sized
FROM (
  SELECT coalesce(d.sales_person_id, 0) AS sales_person_id, d.stage_id,
    coalesce(a.province_id, 0) AS province_id, coalesce(sum(d.system_size_watts), 0)::bigint AS watts,
    count(d.system_size_watts)::integer AS sized
  FROM deals d JOIN addresses a ON a.id = d.address_id
  WHERE d.system_size_watts IS NOT NULL
  GROUP BY 1, 2, 3
) k
WHERE c.sales_person_id = k.sales_person_id AND c.stage_id = k.stage_id
  AND c.province_id = k.province_id;
