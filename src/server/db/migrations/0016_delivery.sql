CREATE TABLE "delivery_settings" (
	"id" text PRIMARY KEY DEFAULT 'store' NOT NULL,
	"pickup_pin" text,
	"dispatch_days" integer NOT NULL,
	"cutoff_time" text NOT NULL,
	"default_transit_days" integer NOT NULL,
	"piece_weight_grams" integer NOT NULL,
	"holidays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_settings_one_row_ck" CHECK ("delivery_settings"."id" = 'store')
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"match" text NOT NULL,
	"values" text[] NOT NULL,
	"serviceable" boolean DEFAULT true NOT NULL,
	"transit_days" integer,
	"cod_allowed" boolean DEFAULT true NOT NULL,
	"shipping_charge_paise" integer DEFAULT 0 NOT NULL,
	"free_above_paise" integer,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_match_ck" CHECK ("delivery_zones"."match" IN ('pins', 'prefixes', 'states')),
	CONSTRAINT "delivery_zones_charge_ck" CHECK ("delivery_zones"."shipping_charge_paise" >= 0 AND coalesce("delivery_zones"."free_above_paise", 0) >= 0),
	CONSTRAINT "delivery_zones_transit_ck" CHECK ("delivery_zones"."transit_days" IS NULL OR "delivery_zones"."transit_days" BETWEEN 0 AND 60)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_charge_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_ck" CHECK ("orders"."shipping_charge_paise" >= 0);