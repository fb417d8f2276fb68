-- Lunch to the door (issue 29): an employee's delivery addresses, the platform's delivery zones with
-- their fees, slots and cut-offs, the address, zone and fee each order keeps, and one delivery fee per
-- employee, day, slot and address.
CREATE TABLE "delivery_fee_groups" (
	"employee_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"delivery_slot" text NOT NULL,
	"address_key" text NOT NULL,
	"orders" integer NOT NULL,
	"fee_kobo" bigint NOT NULL,
	CONSTRAINT "delivery_fee_groups_employee_id_delivery_date_delivery_slot_address_key_pk" PRIMARY KEY("employee_id","delivery_date","delivery_slot","address_key")
);
--> statement-breakpoint
CREATE TABLE "delivery_zone_areas" (
	"area_key" text PRIMARY KEY NOT NULL,
	"zone_id" uuid NOT NULL,
	"state" text NOT NULL,
	"area" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"delivery_fee_kobo" bigint NOT NULL,
	"slots" text[],
	"order_cutoff_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_fee_not_negative" CHECK ("delivery_zones"."delivery_fee_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "employee_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"label" text NOT NULL,
	"address_line_1" text NOT NULL,
	"address_line_2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"default_for" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "zone_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "zone_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_fee_groups" ADD CONSTRAINT "delivery_fee_groups_employee_id_employees_account_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zone_areas" ADD CONSTRAINT "delivery_zone_areas_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_addresses" ADD CONSTRAINT "employee_addresses_employee_id_employees_account_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_zone_areas_zone_idx" ON "delivery_zone_areas" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_name_key" ON "delivery_zones" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "employee_addresses_employee_idx" ON "employee_addresses" USING btree ("employee_id","created_at","id");--> statement-breakpoint
-- How a zone matches an address: state and area trimmed, spaces collapsed, accents and case ignored
-- ("Ọ̀yọ́ ", "oyo" and "OYO" are one). The one implementation: zones store it, addresses are matched
-- through it.
CREATE FUNCTION "area_key"("state" text, "area" text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
  AS $$ select lower(regexp_replace(regexp_replace(normalize(trim("state"), NFD), '[\u0300-\u036f]', '', 'g'), '\s+', ' ', 'g'))
    || '|' || lower(regexp_replace(regexp_replace(normalize(trim("area"), NFD), '[\u0300-\u036f]', '', 'g'), '\s+', ' ', 'g')) $$;--> statement-breakpoint
-- The address each employee gave at onboarding becomes their first, "Home" (its city as its area).
INSERT INTO "employee_addresses" ("id", "employee_id", "label", "address_line_1", "address_line_2", "city", "area", "state", "phone_number", "created_at", "updated_at")
  SELECT gen_random_uuid(), e."account_id", 'Home', e."address_line_1", e."address_line_2", e."city", e."city", e."state",
    case when a."phone_number" = '' then '' else a."dial_code" || a."phone_number" end, e."created_at", e."created_at"
  FROM "employees" e JOIN "accounts" a ON a."id" = e."account_id"
  WHERE e."address_line_1" <> '';--> statement-breakpoint
-- Orders placed before keep that address as the one they were delivered to.
UPDATE "orders" o SET "address_id" = ad."id",
  "delivery_address" = jsonb_build_object('label', ad."label", 'address_line_1', ad."address_line_1",
    'address_line_2', ad."address_line_2", 'city', ad."city", 'area', ad."area", 'state', ad."state",
    'phone_number', ad."phone_number", 'instructions', ad."instructions")
  FROM "employee_addresses" ad WHERE ad."employee_id" = o."employee_id";
