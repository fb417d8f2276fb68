ALTER TABLE "menu_items" ADD COLUMN "rating_stars" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill (hand-added): the totals of the ratings given so far, per dish of each rated order.
UPDATE "menu_items" SET "rating_stars" = t.stars, "rating_count" = t.n
FROM (
  SELECT l.menu_item_id, sum(r.stars)::integer AS stars, count(*)::integer AS n
  FROM "order_ratings" r
  JOIN (SELECT DISTINCT order_id, menu_item_id FROM "order_lines") l ON l.order_id = r.order_id
  GROUP BY l.menu_item_id
) t
WHERE "menu_items"."id" = t.menu_item_id;
