CREATE TABLE "cod_settings" (
	"id" text PRIMARY KEY DEFAULT 'store' NOT NULL,
	"fee_paise" integer NOT NULL,
	"max_order_paise" integer NOT NULL,
	"max_open_orders" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_settings_one_row_ck" CHECK ("cod_settings"."id" = 'store'),
	CONSTRAINT "cod_settings_fee_ck" CHECK ("cod_settings"."fee_paise" >= 0),
	CONSTRAINT "cod_settings_max_ck" CHECK ("cod_settings"."max_order_paise" > 0 AND "cod_settings"."max_order_paise" < 20000000),
	CONSTRAINT "cod_settings_open_ck" CHECK ("cod_settings"."max_open_orders" >= 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cod_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cod_blocked_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_fee_ck" CHECK ("orders"."cod_fee_paise" >= 0);