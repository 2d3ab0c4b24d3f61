CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "gst_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hsn_prefix" text NOT NULL,
	"valid_from" date NOT NULL,
	"threshold_paise" integer,
	"rate_bps" integer NOT NULL,
	"rate_above_bps" integer,
	"source" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_rules_prefix_ck" CHECK ("gst_rules"."hsn_prefix" ~ '^[0-9]{2,8}$'),
	CONSTRAINT "gst_rules_rate_ck" CHECK ("gst_rules"."rate_bps" BETWEEN 0 AND 10000),
	CONSTRAINT "gst_rules_above_ck" CHECK (("gst_rules"."threshold_paise" IS NULL) = ("gst_rules"."rate_above_bps" IS NULL) AND ("gst_rules"."rate_above_bps" IS NULL OR "gst_rules"."rate_above_bps" BETWEEN 0 AND 10000))
);
--> statement-breakpoint
CREATE TABLE "tax_document_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"order_item_id" uuid,
	"description" text NOT NULL,
	"hsn" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"value_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"tax_invoice" boolean NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"order_date" timestamp with time zone NOT NULL,
	"invoice_id" uuid,
	"reason" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"supplier" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"place_of_supply" text NOT NULL,
	"place_of_supply_code" text NOT NULL,
	"intra_state" boolean NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"round_off_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_kind_ck" CHECK ("tax_documents"."kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_note_ck" CHECK (("tax_documents"."kind" = 'credit_note') = ("tax_documents"."invoice_id" IS NOT NULL)),
	CONSTRAINT "tax_documents_number_ck" CHECK ("tax_documents"."number" ~ '^[A-Za-z0-9/-]{1,16}$'),
	CONSTRAINT "tax_documents_total_ck" CHECK ("tax_documents"."total_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text DEFAULT '6211' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text DEFAULT 'India' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "gst_rules" ADD CONSTRAINT "gst_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_document_lines" ADD CONSTRAINT "tax_document_lines_document_id_tax_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_document_lines" ADD CONSTRAINT "tax_document_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gst_rules_prefix_from_uq" ON "gst_rules" USING btree ("hsn_prefix","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_document_lines_doc_pos_uq" ON "tax_document_lines" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_seq_uq" ON "tax_documents" USING btree ("series","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_invoice_uq" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id");--> statement-breakpoint
-- Issued documents are immutable (CGST Rule 46: a correction is a credit note, never an edited invoice).
CREATE FUNCTION tax_documents_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'issued GST documents cannot be changed or deleted (issue a credit note)' USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint
CREATE TRIGGER tax_documents_immutable BEFORE UPDATE OR DELETE ON "tax_documents"
  FOR EACH ROW EXECUTE FUNCTION tax_documents_immutable();--> statement-breakpoint
CREATE TRIGGER tax_document_lines_immutable BEFORE UPDATE OR DELETE ON "tax_document_lines"
  FOR EACH ROW EXECUTE FUNCTION tax_documents_immutable();--> statement-breakpoint
-- The rules in force for apparel from 22 September 2025 (GST Council, 56th meeting; CBIC Notification
-- 9/2025-Central Tax (Rate)): HSN chapters 61, 62 and 63 at 5% up to Rs 2,500 taxable value per piece, 18% above.
INSERT INTO "gst_rules" ("hsn_prefix", "valid_from", "threshold_paise", "rate_bps", "rate_above_bps", "source") VALUES
  ('61', '2025-09-22', 250000, 500, 1800, 'Notification 9/2025-Central Tax (Rate)'),
  ('62', '2025-09-22', 250000, 500, 1800, 'Notification 9/2025-Central Tax (Rate)'),
  ('63', '2025-09-22', 250000, 500, 1800, 'Notification 9/2025-Central Tax (Rate)');
