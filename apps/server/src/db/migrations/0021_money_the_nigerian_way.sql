-- Money the Nigerian way (issue 31): a bank account of its own for every company (Paystack
-- dedicated virtual accounts) and the transfers no company claims, auto top-up from a saved card,
-- numbered VAT invoices and credit notes (immutable: a trigger refuses UPDATE and DELETE), the
-- seller's and buyers' tax details, and employees who pay the difference (orders AWAITING_PAYMENT,
-- their own payments apart from the wallet's ledger). Every top-up made so far was by card.
CREATE TABLE "auto_topups" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"threshold_kobo" bigint DEFAULT 0 NOT NULL,
	"amount_kobo" bigint DEFAULT 0 NOT NULL,
	"authorization_code" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" text,
	"card_exp_year" text,
	"card_email" text,
	"armed" boolean DEFAULT true NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"authorization_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_payments_amount_positive" CHECK ("employee_payments"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoiced_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"invoiced_kobo" bigint NOT NULL,
	"credited_kobo" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"invoice_id" uuid,
	"order_id" uuid,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"net_kobo" bigint NOT NULL,
	"vat_kobo" bigint NOT NULL,
	"gross_kobo" bigint NOT NULL,
	"employee_contributions_kobo" bigint DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unmatched_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"customer_code" text,
	"amount_kobo" bigint NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_accounts" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "virtual_accounts_customer_code_unique" UNIQUE("customer_code")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "employees_may_pay_difference" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "employee_pays_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "seller_legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "seller_tin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "seller_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "vat_rate_basis_points" integer DEFAULT 750 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "prices_include_vat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "auto_topups" ADD CONSTRAINT "auto_topups_company_id_companies_account_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_payments" ADD CONSTRAINT "employee_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_payments" ADD CONSTRAINT "employee_payments_employee_id_employees_account_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_payments" ADD CONSTRAINT "employee_payments_company_id_companies_account_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoiced_orders" ADD CONSTRAINT "invoiced_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoiced_orders" ADD CONSTRAINT "invoiced_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_account_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_company_id_companies_account_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_payments_reference_key" ON "employee_payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_payments_order_type_key" ON "employee_payments" USING btree ("order_id","type");--> statement-breakpoint
CREATE INDEX "employee_payments_company_created_idx" ON "employee_payments" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_month_key" ON "invoices" USING btree ("company_id","month") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_company_issued_idx" ON "invoices" USING btree ("company_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_transfers_reference_key" ON "unmatched_transfers" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "unmatched_transfers_created_idx" ON "unmatched_transfers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."status" = 'AWAITING_PAYMENT';--> statement-breakpoint
UPDATE "ledger" SET "method" = 'card' WHERE "type" = 'wallet_topup';--> statement-breakpoint
INSERT INTO "document_counters" ("kind", "last_number") VALUES ('invoice', 0), ('credit_note', 0);--> statement-breakpoint
CREATE FUNCTION invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued % cannot be changed or deleted', OLD.kind USING ERRCODE = 'LN423';
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_immutable();
