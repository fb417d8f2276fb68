-- pg_trgm backs the customer search indexes (ilike with a leading wildcard). PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "ledger_company_created_idx";--> statement-breakpoint
DROP INDEX "ledger_created_idx";--> statement-breakpoint
DROP INDEX "meal_suggestions_created_idx";--> statement-breakpoint
DROP INDEX "orders_employee_created_idx";--> statement-breakpoint
DROP INDEX "orders_company_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "accounts_customers_created_idx" ON "accounts" USING btree ("created_at","id") WHERE "accounts"."account_type" in ('Company', 'Individual');--> statement-breakpoint
CREATE INDEX "accounts_email_trgm_idx" ON "accounts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_name_trgm_idx" ON "employees" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ledger_company_topups_idx" ON "ledger" USING btree ("company_id") WHERE "ledger"."type" = 'wallet_topup' and "ledger"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "ledger_company_created_idx" ON "ledger" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_created_idx" ON "ledger" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "meal_suggestions_created_idx" ON "meal_suggestions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_employee_created_idx" ON "orders" USING btree ("employee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");