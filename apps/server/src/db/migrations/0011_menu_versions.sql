-- What a menu page depends on, as versions read with every session (lib/auth-guard.ts): the menu's
-- (menu_state) and each employee's own (employees.menu_version). Triggers raise them in the writing
-- transaction, so a new version is seen exactly when the change it stands for is
-- (modules/menu/menu-cache.ts).
CREATE TABLE "menu_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "menu_state" ("id", "version") VALUES (1, 0);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "menu_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION menu_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE menu_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER menu_items_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items
  FOR EACH STATEMENT EXECUTE FUNCTION menu_changed();--> statement-breakpoint
CREATE FUNCTION employee_menu_inputs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.menu_version := OLD.menu_version + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER employees_menu_inputs_changed BEFORE UPDATE ON employees FOR EACH ROW
  WHEN (OLD.allergies IS DISTINCT FROM NEW.allergies
    OR OLD.medical_conditions IS DISTINCT FROM NEW.medical_conditions
    OR OLD.dietary_preferences IS DISTINCT FROM NEW.dietary_preferences)
  EXECUTE FUNCTION employee_menu_inputs_changed();--> statement-breakpoint
CREATE FUNCTION favourites_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employees SET menu_version = menu_version + 1
  WHERE account_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.employee_id ELSE NEW.employee_id END;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER menu_favourites_changed AFTER INSERT OR DELETE ON menu_favourites
  FOR EACH ROW EXECUTE FUNCTION favourites_changed();
