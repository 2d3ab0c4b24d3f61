CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discount_pct" smallint GENERATED ALWAYS AS (round((mrp_paise - sale_paise) * 100.0 / mrp_paise)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_avg" real GENERATED ALWAYS AS (CASE WHEN rating_count > 0 THEN rating_sum::real / rating_count ELSE 0 END) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_avg");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount_pct");