-- Ordering journey (issue 27): the platform's slots and lead time, what an order conflicts with in the
-- employee's health profile, and the admin order list by delivery day.
ALTER TABLE "orders" ADD COLUMN "health_conflicts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "min_lead_minutes" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "slots" text[] DEFAULT '{12:00,12:30,13:00}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_delivery_date_created_idx" ON "orders" USING btree ("delivery_date","created_at","id");