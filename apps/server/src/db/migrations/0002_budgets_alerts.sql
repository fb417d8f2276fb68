ALTER TABLE "companies" ADD COLUMN "low_balance_alert_kobo" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "low_balance_alerted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "monthly_budget_kobo" bigint;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "monthly_budget_kobo" bigint;