CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Every API process caches who a session token belongs to and what that user may open. A change
-- to any of it announces itself on the channel `caller_changes` from inside the changing
-- transaction; PostgreSQL delivers the notice at commit (never for a rollback), so each process
-- drops the affected entries before it can answer from them again, whichever process, script or
-- hand-written statement made the change. Payloads: 'session:<id>', 'user:<id>' or 'all'.
CREATE FUNCTION notify_caller_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('caller_changes', 'all');
  ELSIF TG_TABLE_NAME = 'auth_sessions' THEN
    PERFORM pg_notify('caller_changes', 'session:' || NEW.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('caller_changes', 'user:' || OLD.id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('caller_changes', 'user:' || OLD.user_id);
  ELSE
    PERFORM pg_notify('caller_changes', 'user:' || NEW.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
      PERFORM pg_notify('caller_changes', 'user:' || OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Sign-out, the sign-in limit ending old sessions, or a shortened expiry.
CREATE TRIGGER auth_sessions_caller_change AFTER UPDATE ON auth_sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION notify_caller_change();
--> statement-breakpoint
-- Deleted sessions are mostly long expired (the prune at start), so one notice per statement.
CREATE TRIGGER auth_sessions_deleted_caller_change AFTER DELETE ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_caller_change();
--> statement-breakpoint
-- Deactivation, staff and superuser changes, and what a cached caller shows of the user.
CREATE TRIGGER users_caller_change AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.is_active, OLD.is_staff, OLD.is_superuser, OLD.email, OLD.username, OLD.first_name,
      OLD.last_name, OLD.avatar)
    IS DISTINCT FROM (NEW.is_active, NEW.is_staff, NEW.is_superuser, NEW.email, NEW.username,
      NEW.first_name, NEW.last_name, NEW.avatar))
  EXECUTE FUNCTION notify_caller_change();
--> statement-breakpoint
CREATE TRIGGER users_deleted_caller_change AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION notify_caller_change();
--> statement-breakpoint
-- Granted and revoked menu items (a replacement's deletes and inserts collapse into one notice).
CREATE TRIGGER user_menu_access_caller_change AFTER INSERT OR UPDATE OR DELETE ON user_menu_access
  FOR EACH ROW EXECUTE FUNCTION notify_caller_change();
--> statement-breakpoint
-- The menu itself decides everyone's paths.
CREATE TRIGGER menu_items_caller_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_caller_change();
