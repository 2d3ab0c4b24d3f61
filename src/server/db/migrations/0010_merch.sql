CREATE TABLE "store_settings" (
	"id" text PRIMARY KEY DEFAULT 'store' NOT NULL,
	"store_name" text NOT NULL,
	"support_email" text NOT NULL,
	"support_phone" text NOT NULL,
	"whatsapp_number" text NOT NULL,
	"business_hours" text NOT NULL,
	"gst_legal_name" text,
	"gst_address" text,
	"gst_state" text,
	"gstin" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_one_row_ck" CHECK ("store_settings"."id" = 'store')
);
