-- A company's employee list is newest first by account creation: employees carry their account's
-- created_at, so an index gives one company's employees in that order (customers.service.ts).
DROP INDEX "employees_company_idx";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "employees" e SET "created_at" = a."created_at" FROM "accounts" a WHERE a."id" = e."account_id";--> statement-breakpoint
CREATE INDEX "employees_company_created_idx" ON "employees" USING btree ("company_id","created_at","account_id");
