-- Lunch to the door, second part (issue 29): riders and the zones they ride, each order's rider,
-- handover code, pick-up, hand-over, failure and lateness, and the problems employees report.
-- Every order, old ones too, gets its own random 4-digit handover code (a volatile default: one per row).
CREATE TABLE "order_issues" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"refund_kobo" bigint DEFAULT 0 NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_zones" (
	"rider_id" uuid NOT NULL,
	"zone_id" uuid NOT NULL,
	CONSTRAINT "rider_zones_rider_id_zone_id_pk" PRIMARY KEY("rider_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "riders" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_delivery_date_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_code" text DEFAULT lpad(floor(random() * 10000)::int::text, 4, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "late_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_issues" ADD CONSTRAINT "order_issues_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_issues" ADD CONSTRAINT "order_issues_employee_id_employees_account_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_issues" ADD CONSTRAINT "order_issues_company_id_companies_account_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_zones" ADD CONSTRAINT "rider_zones_rider_id_riders_account_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_zones" ADD CONSTRAINT "rider_zones_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_issues_order_key" ON "order_issues" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_issues_status_created_idx" ON "order_issues" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "rider_zones_zone_idx" ON "rider_zones" USING btree ("zone_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rider_id_riders_account_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_dispatch_idx" ON "orders" USING btree ("delivery_date","zone_id","delivery_slot","rider_id","status");--> statement-breakpoint
CREATE INDEX "orders_rider_run_idx" ON "orders" USING btree ("rider_id","delivery_date","delivery_slot") WHERE "orders"."rider_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_undelivered_idx" ON "orders" USING btree ("delivery_date","delivery_slot") WHERE "orders"."late_at" is null and "orders"."status" in ('PENDING', 'CONFIRMED', 'OUT_FOR_DELIVERY');--> statement-breakpoint
CREATE INDEX "orders_delivery_date_idx" ON "orders" USING btree ("delivery_date","delivery_slot","created_at","id");