ALTER TABLE "companies" ADD COLUMN "low_balance_alert_kobo" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "low_balance_alerted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "monthly_budget_kobo" bigint;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "monthly_budget_kobo" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_company_pending_email_key" ON "invitations" USING btree ("company_id",lower("email")) WHERE status = 'PENDING';