CREATE TABLE "auto_order_outcomes" (
	"employee_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"order_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_order_outcomes_employee_id_delivery_date_pk" PRIMARY KEY("employee_id","delivery_date")
);
--> statement-breakpoint
CREATE TABLE "auto_order_settings" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"days" text[] DEFAULT '{}'::text[] NOT NULL,
	"skip_dates" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_price_kobo" bigint,
	"avoid_repeat_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_favourites" (
	"employee_id" uuid NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_favourites_employee_id_menu_item_id_pk" PRIMARY KEY("employee_id","menu_item_id")
);
--> statement-breakpoint
CREATE TABLE "order_ratings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ratings_stars" CHECK ("order_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "auto_order_outcomes" ADD CONSTRAINT "auto_order_outcomes_employee_id_employees_account_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_order_outcomes" ADD CONSTRAINT "auto_order_outcomes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_order_settings" ADD CONSTRAINT "auto_order_settings_employee_id_employees_account_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_favourites" ADD CONSTRAINT "menu_favourites_employee_id_employees_account_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_favourites" ADD CONSTRAINT "menu_favourites_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_employee_id_employees_account_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_ratings_updated_idx" ON "order_ratings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "order_lines_menu_item_idx" ON "order_lines" USING btree ("menu_item_id");