ALTER TABLE "offers" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "max_uses_total" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "min_order_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree (lower("coupon_code")) WHERE "orders"."coupon_code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_uses_ck" CHECK (coalesce("offers"."max_uses_per_customer", 1) >= 1 AND coalesce("offers"."max_uses_total", 1) >= 1);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_min_ck" CHECK ("offers"."min_order_paise" >= 0);