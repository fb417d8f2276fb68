CREATE TABLE "day_spend" (
	"employee_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"spent_kobo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "day_spend_employee_id_delivery_date_pk" PRIMARY KEY("employee_id","delivery_date")
);
--> statement-breakpoint
CREATE TABLE "menu_day_sales" (
	"menu_item_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_day_sales_menu_item_id_delivery_date_pk" PRIMARY KEY("menu_item_id","delivery_date")
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"order_cutoff_minutes" integer DEFAULT 630 NOT NULL,
	"time_zone" text DEFAULT 'Africa/Lagos' NOT NULL,
	"max_days_ahead" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_settings_single_row" CHECK ("platform_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "order_days" text[] DEFAULT '{MON,TUE,WED,THU,FRI}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "order_window_start_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "order_window_end_minutes" integer DEFAULT 1439 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "per_order_cap_kobo" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "per_day_cap_kobo" bigint;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "available_days" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "daily_limit" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_slot" text;--> statement-breakpoint
-- Orders placed before delivery dates existed: delivered on the day they were placed (company time zone), at the employee's slot.
UPDATE "orders" o SET
  "delivery_date" = (o."created_at" AT TIME ZONE a."time_zone")::date,
  "delivery_slot" = coalesce(
    lpad((e."lunch_time_minutes" / 60)::text, 2, '0') || ':' || lpad(((e."lunch_time_minutes" % 60) / 30 * 30)::text, 2, '0'),
    '12:00')
FROM "accounts" a, "employees" e
WHERE a."id" = o."company_id" AND e."account_id" = o."employee_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_slot" SET NOT NULL;--> statement-breakpoint
INSERT INTO "day_spend" ("employee_id", "delivery_date", "spent_kobo")
  SELECT "employee_id", "delivery_date", sum("total_kobo") FROM "orders"
  WHERE "status" NOT IN ('DECLINED', 'CANCELLED') GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "menu_day_sales" ("menu_item_id", "delivery_date", "sold")
  SELECT l."menu_item_id", o."delivery_date", sum(l."quantity") FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
  WHERE o."status" NOT IN ('DECLINED', 'CANCELLED') GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "platform_settings" ("id") VALUES (1);--> statement-breakpoint
ALTER TABLE "day_spend" ADD CONSTRAINT "day_spend_employee_id_employees_account_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_day_sales" ADD CONSTRAINT "menu_day_sales_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_delivery_date_idx" ON "orders" USING btree ("delivery_date","delivery_slot");