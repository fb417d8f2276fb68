-- A company's daily spend (analytics/company.service.ts) sums a day of its ledger from this index alone.
DROP INDEX "ledger_company_created_idx";--> statement-breakpoint
CREATE INDEX "ledger_company_created_idx" ON "ledger" USING btree ("company_id","created_at","id","type","status","amount_kobo");
