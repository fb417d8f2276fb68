-- Privacy by law (issue 33, docs/privacy.md): an employee's explicit consent to keep their health
-- data (employees.health_consent_version/at, with its history in health_consent_records), the
-- erasure of a person (accounts.erased_at: the account stays under a pseudonym for the orders and
-- ledger rows money needs), an employee removed by their company (employees.removed_at), the
-- privacy contact the platform admin sets, and the record of every time a platform admin opened a
-- person's data (data_access_records). Employees who gave health data before consent was asked
-- keep it until they give consent or erase it (their menu asks them).
CREATE TABLE "data_access_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_account_id" uuid,
	"delivery_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_consent_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"action" text NOT NULL,
	"version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "health_consent_version" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "health_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "privacy_contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "data_access_records" ADD CONSTRAINT "data_access_records_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_access_records" ADD CONSTRAINT "data_access_records_subject_account_id_accounts_id_fk" FOREIGN KEY ("subject_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_consent_records" ADD CONSTRAINT "health_consent_records_employee_id_employees_account_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_access_records_subject_idx" ON "data_access_records" USING btree ("subject_account_id","created_at") WHERE "data_access_records"."subject_account_id" is not null;--> statement-breakpoint
CREATE INDEX "data_access_records_date_idx" ON "data_access_records" USING btree ("delivery_date") WHERE "data_access_records"."delivery_date" is not null;--> statement-breakpoint
CREATE INDEX "data_access_records_everyone_idx" ON "data_access_records" USING btree ("created_at") WHERE "data_access_records"."subject_account_id" is null and "data_access_records"."delivery_date" is null;--> statement-breakpoint
CREATE INDEX "health_consent_records_employee_idx" ON "health_consent_records" USING btree ("employee_id","created_at");