-- The admin's daily-orders chart reads whole quarter-hours from here and only the last hour or so
-- of orders live (modules/analytics/admin.service.ts).
CREATE TABLE "order_counts" (
	"bucket" timestamp with time zone PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
-- An order inserted into a quarter-hour that order_counts already holds adds itself to it. Orders
-- are placed "now", whose quarter-hour is counted only an hour after it ends, so this finds nothing
-- to update for them; it keeps the counts exact for orders dated in the past (imports, tests).
CREATE FUNCTION orders_count_late() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_counts c SET orders = c.orders + late.n
  FROM (
    SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00') AS bucket, count(*) AS n
    FROM inserted_orders GROUP BY 1
  ) late
  WHERE c.bucket = late.bucket;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_count_late AFTER INSERT ON orders REFERENCING NEW TABLE AS inserted_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_count_late();
