ALTER TABLE "companies" ADD COLUMN "low_balance_alert_kobo" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "low_balance_alerted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "monthly_budget_kobo" bigint;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "monthly_budget_kobo" bigint;--> statement-breakpoint
-- Older duplicate pending invitations (left by racing invites before this index) give way to the newest.
DELETE FROM "invitations" i USING "invitations" newer WHERE i.status = 'PENDING' AND newer.status = 'PENDING' AND newer.company_id = i.company_id AND lower(newer.email) = lower(i.email) AND (newer.created_at, newer.id) > (i.created_at, i.id);--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_company_pending_email_key" ON "invitations" USING btree ("company_id",lower("email")) WHERE status = 'PENDING';