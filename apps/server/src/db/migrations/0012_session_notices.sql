-- Every server process keeps the sessions it has looked up (lib/session-cache.ts). A change to what
-- a kept session answers is announced on the channel session_changes, in the writing transaction,
-- so every process hears it when it commits: the account's id when one of its sessions is revoked
-- or deleted, its sign-in details change (email, type, state, time zone) or, for an employee, what
-- their menu shows (employees.menu_version); '*' (every session) when the menu changes
-- (menu_state) or a table is truncated.
CREATE FUNCTION session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes',
    CASE WHEN TG_LEVEL = 'STATEMENT' THEN '*' ELSE to_jsonb(OLD) ->> TG_ARGV[0] END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_changed('account_id');--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION session_changed();--> statement-breakpoint
CREATE TRIGGER accounts_sign_in_changed AFTER UPDATE ON accounts FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email
    OR OLD.account_type IS DISTINCT FROM NEW.account_type
    OR OLD.account_state IS DISTINCT FROM NEW.account_state
    OR OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION session_changed('id');--> statement-breakpoint
CREATE TRIGGER accounts_truncated AFTER TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION session_changed();--> statement-breakpoint
CREATE TRIGGER employees_menu_version_changed AFTER UPDATE ON employees FOR EACH ROW
  WHEN (OLD.menu_version IS DISTINCT FROM NEW.menu_version)
  EXECUTE FUNCTION session_changed('account_id');--> statement-breakpoint
CREATE TRIGGER menu_state_changed AFTER UPDATE OR TRUNCATE ON menu_state
  FOR EACH STATEMENT EXECUTE FUNCTION session_changed();
