-- Restaurant partners (issue 30): restaurants, the zones they serve, their orders per slot
-- (capacity), their money (restaurant_ledger), and a restaurant on every dish and every order.
-- The dishes and orders made before restaurants belong to the platform's own kitchen, created here
-- with a commission of 100 % (what it cooks is the platform's: it earns nothing to pay out).
CREATE TABLE "restaurant_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"reference" text NOT NULL,
	"order_id" uuid,
	"transfer_code" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_ledger_amount_positive" CHECK ("restaurant_ledger"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "restaurant_slot_orders" (
	"restaurant_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"delivery_slot" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "restaurant_slot_orders_restaurant_id_delivery_date_delivery_slot_pk" PRIMARY KEY("restaurant_id","delivery_date","delivery_slot")
);
--> statement-breakpoint
CREATE TABLE "restaurant_zones" (
	"restaurant_id" uuid NOT NULL,
	"zone_id" uuid NOT NULL,
	CONSTRAINT "restaurant_zones_restaurant_id_zone_id_pk" PRIMARY KEY("restaurant_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cuisines" text[] DEFAULT '{}'::text[] NOT NULL,
	"address" text NOT NULL,
	"commission_basis_points" integer NOT NULL,
	"contact_email" text NOT NULL,
	"invitation_code" text,
	"account_id" uuid,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"opening_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"order_cutoff_minutes" integer,
	"slot_capacity" integer,
	"payout_bank_code" text NOT NULL,
	"payout_account_number" text NOT NULL,
	"payout_account_name" text NOT NULL,
	"recipient_code" text,
	"recipient_account" text,
	"rating_stars" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_commission_range" CHECK ("restaurants"."commission_basis_points" between 0 and 10000),
	CONSTRAINT "restaurants_capacity_positive" CHECK ("restaurants"."slot_capacity" is null or "restaurants"."slot_capacity" > 0)
);
--> statement-breakpoint
INSERT INTO "restaurants" ("id", "name", "cuisines", "address", "commission_basis_points", "contact_email", "payout_bank_code", "payout_account_number", "payout_account_name")
VALUES ('00000000-0000-7000-8000-000000000001', 'Platform kitchen', '{Nigerian}', '', 10000, '', '', '', '');--> statement-breakpoint
DROP INDEX "orders_undelivered_idx";--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "restaurant_id" uuid DEFAULT '00000000-0000-7000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ALTER COLUMN "restaurant_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "restaurant_id" uuid DEFAULT '00000000-0000-7000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "restaurant_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "restaurant_ledger" ADD CONSTRAINT "restaurant_ledger_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_ledger" ADD CONSTRAINT "restaurant_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_slot_orders" ADD CONSTRAINT "restaurant_slot_orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_zones" ADD CONSTRAINT "restaurant_zones_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_zones" ADD CONSTRAINT "restaurant_zones_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_ledger_reference_key" ON "restaurant_ledger" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "restaurant_ledger_restaurant_created_idx" ON "restaurant_ledger" USING btree ("restaurant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "restaurant_ledger_order_idx" ON "restaurant_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "restaurant_zones_zone_idx" ON "restaurant_zones" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurants_name_key" ON "restaurants" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "restaurants_account_key" ON "restaurants" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurants_invitation_code_key" ON "restaurants" USING btree ("invitation_code");--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_items_restaurant_created_idx" ON "menu_items" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_restaurant_day_idx" ON "orders" USING btree ("restaurant_id","delivery_date","delivery_slot","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_undelivered_idx" ON "orders" USING btree ("delivery_date","delivery_slot") WHERE "orders"."late_at" is null and "orders"."status" in ('PENDING', 'CONFIRMED', 'READY', 'OUT_FOR_DELIVERY');