ALTER TABLE "collections" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "seo_description" text;