-- A company is a team (issue 32): the people who run a company's account with their roles
-- (company_members; the account that signs a company up becomes its first owner, by a trigger on
-- companies, and every existing company's account is backfilled), departments with
-- their own cost centre and rules, the department and cost centre every order was placed under,
-- and the record of who did what (audit_records: a trigger refuses UPDATE and DELETE). A change to
-- a member's role or status is announced to the sessions' caches (session_changes, migration 0012).
CREATE TABLE "audit_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_account_id" uuid,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"invitation_code" text,
	"invitation_expires_at" timestamp with time zone,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cost_centre" text DEFAULT '' NOT NULL,
	"monthly_budget_kobo" bigint,
	"per_order_cap_kobo" bigint,
	"per_day_cap_kobo" bigint,
	"order_days" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "department_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "department_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "department_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "department_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cost_centre" text;--> statement-breakpoint
ALTER TABLE "audit_records" ADD CONSTRAINT "audit_records_company_id_companies_account_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_account_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_account_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_records_company_at_idx" ON "audit_records" USING btree ("company_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_records_company_action_idx" ON "audit_records" USING btree ("company_id","action","at");--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_account_key" ON "company_members" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_code_key" ON "company_members" USING btree ("invitation_code");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_company_email_key" ON "company_members" USING btree ("company_id",lower("email")) WHERE status <> 'REMOVED';--> statement-breakpoint
CREATE UNIQUE INDEX "departments_company_name_key" ON "departments" USING btree ("company_id",lower("name"));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("department_id") WHERE "employees"."department_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_company_department_idx" ON "orders" USING btree ("company_id","department_id","created_at") WHERE "orders"."department_id" is not null;
--> statement-breakpoint
INSERT INTO "company_members" ("id", "company_id", "account_id", "email", "role", "status", "created_at", "joined_at")
  SELECT gen_random_uuid(), c."account_id", c."account_id", a."email", 'owner', 'ACTIVE', a."created_at", a."created_at"
  FROM "companies" c JOIN "accounts" a ON a."id" = c."account_id";--> statement-breakpoint
CREATE FUNCTION company_first_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "company_members" ("id", "company_id", "account_id", "email", "role", "status", "created_at", "joined_at")
    SELECT gen_random_uuid(), NEW."account_id", NEW."account_id", a."email", 'owner', 'ACTIVE', now(), now()
    FROM "accounts" a WHERE a."id" = NEW."account_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER companies_first_owner AFTER INSERT ON companies
  FOR EACH ROW EXECUTE FUNCTION company_first_owner();--> statement-breakpoint
CREATE TRIGGER company_members_changed AFTER UPDATE OR DELETE ON company_members FOR EACH ROW
  EXECUTE FUNCTION session_changed('account_id');--> statement-breakpoint
CREATE TRIGGER company_members_truncated AFTER TRUNCATE ON company_members
  FOR EACH STATEMENT EXECUTE FUNCTION session_changed();--> statement-breakpoint
CREATE FUNCTION audit_records_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit record cannot be changed or deleted' USING ERRCODE = 'LN424';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_records_immutable BEFORE UPDATE OR DELETE ON audit_records
  FOR EACH ROW EXECUTE FUNCTION audit_records_immutable();
