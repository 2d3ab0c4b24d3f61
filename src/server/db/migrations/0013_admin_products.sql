ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "variants_sku_trgm_idx" ON "product_variants" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "variants_product_stock_idx" ON "product_variants" USING btree ("product_id","stock");--> statement-breakpoint
CREATE INDEX "products_admin_search_idx" ON "products" USING gin (("name" || ' ' || "brand" || ' ' || "slug") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");