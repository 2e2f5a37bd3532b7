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
