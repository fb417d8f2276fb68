-- Auto-order runs in seconds (issue 28): a run's state and progress by delivery date (answered to any
-- server process), the lease that keeps a second run of the date from starting, and what the latest
-- run did for each employee.
CREATE TABLE "auto_order_run_entries" (
	"delivery_date" date NOT NULL,
	"employee_id" uuid NOT NULL,
	"order_id" uuid,
	"dish" text,
	"reason" text,
	CONSTRAINT "auto_order_run_entries_delivery_date_employee_id_pk" PRIMARY KEY("delivery_date","employee_id")
);
--> statement-breakpoint
CREATE TABLE "auto_order_runs" (
	"delivery_date" date PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"placed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	"run_id" uuid,
	"locked_until" timestamp with time zone,
	CONSTRAINT "auto_order_runs_status" CHECK ("auto_order_runs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "auto_order_run_entries" ADD CONSTRAINT "auto_order_run_entries_delivery_date_auto_order_runs_delivery_date_fk" FOREIGN KEY ("delivery_date") REFERENCES "public"."auto_order_runs"("delivery_date") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_order_run_entries" ADD CONSTRAINT "auto_order_run_entries_employee_id_employees_account_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_order_run_entries" ADD CONSTRAINT "auto_order_run_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;