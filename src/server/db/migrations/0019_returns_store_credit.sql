CREATE TYPE "public"."refund_method" AS ENUM('original_payment', 'store_credit');--> statement-breakpoint
CREATE TYPE "public"."return_kind" AS ENUM('return', 'exchange');--> statement-breakpoint
CREATE TYPE "public"."return_reason" AS ENUM('size_too_small', 'size_too_large', 'damaged', 'wrong_item', 'not_as_described', 'changed_mind');--> statement-breakpoint
CREATE TYPE "public"."return_status" AS ENUM('requested', 'approved', 'picked_up', 'received', 'refunded', 'credited', 'completed', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."store_credit_kind" AS ENUM('return_credit', 'order_spend', 'order_refund');--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"product_name" text NOT NULL,
	"size" text NOT NULL,
	"kind" "return_kind" NOT NULL,
	"quantity" integer NOT NULL,
	"reason" "return_reason" NOT NULL,
	"comment" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exchange_size" text,
	"exchange_variant_id" uuid,
	"exchange_order_id" uuid,
	"refund_method" "refund_method",
	"status" "return_status" DEFAULT 'requested' NOT NULL,
	"store_note" text,
	"courier" text,
	"tracking_number" text,
	"refund_paise" integer,
	"refund_online_paise" integer,
	"refund_claimed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"credit_note_id" uuid,
	"approved_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "return_requests_qty_ck" CHECK ("return_requests"."quantity" > 0),
	CONSTRAINT "return_requests_refund_ck" CHECK ("return_requests"."refund_paise" IS NULL OR "return_requests"."refund_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_credit_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance_paise" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_balance_ck" CHECK ("store_credit_accounts"."balance_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "store_credit_kind" NOT NULL,
	"amount_paise" integer NOT NULL,
	"balance_after_paise" integer NOT NULL,
	"order_id" uuid,
	"return_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entries_amount_ck" CHECK ("store_credit_entries"."amount_paise" <> 0)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "returnable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "final_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "customised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_exchange_variant_id_product_variants_id_fk" FOREIGN KEY ("exchange_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_exchange_order_id_orders_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_accounts" ADD CONSTRAINT "store_credit_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_user_idx" ON "return_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "store_credit_entries_user_idx" ON "store_credit_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_return_uq" ON "store_credit_entries" USING btree ("return_id") WHERE "store_credit_entries"."return_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_order_kind_uq" ON "store_credit_entries" USING btree ("order_id","kind") WHERE "store_credit_entries"."order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_credit_ck" CHECK ("orders"."store_credit_paise" >= 0);