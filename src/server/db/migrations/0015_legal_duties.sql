ALTER TABLE "contact_messages" ADD COLUMN "ticket_seq" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_ticket_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "ack_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "resolve_by" timestamp with time zone;--> statement-breakpoint
-- Messages from before tickets: their deadlines as complaintDeadlines (src/shop/complaints.ts) works them out.
UPDATE "contact_messages" SET "ack_due_at" = "created_at" + interval '48 hours',
  "resolve_by" = (("created_at" AT TIME ZONE 'Asia/Kolkata') + interval '1 month') AT TIME ZONE 'Asia/Kolkata';--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "ack_due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "resolve_by" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "ack_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "grievance_name" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "grievance_email" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "grievance_phone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_ticket_uq" ON "contact_messages" USING btree ("ticket_seq");