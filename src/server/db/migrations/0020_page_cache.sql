CREATE TABLE "page_tag_changes" (
	"tag" text NOT NULL,
	"changed_by" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_tag_changes_tag_changed_by_pk" PRIMARY KEY("tag","changed_by")
);
--> statement-breakpoint
CREATE INDEX "page_tag_changes_at_idx" ON "page_tag_changes" USING btree ("changed_at");--> statement-breakpoint
-- The page cache's tags (ADR 22). A change notes its tags in its own transaction; a kept page is served only while
-- no note of one of its tags exists that the snapshot taken before its render did not see. Notes are inserts only:
-- no shared row is locked, so transactions never wait for (or deadlock on) each other here.
CREATE OR REPLACE FUNCTION page_tag_note(t text) RETURNS void AS $$
  INSERT INTO page_tag_changes (tag) VALUES (t) ON CONFLICT DO NOTHING;
$$ LANGUAGE sql;
--> statement-breakpoint
-- A row of a product's own data changed: its tag `product:<id>` (the column holding the product id is the argument).
CREATE OR REPLACE FUNCTION page_tags_product_row() RETURNS trigger AS $$
DECLARE
  before_id text := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) ->> TG_ARGV[0] END;
  after_id text := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) ->> TG_ARGV[0] END;
BEGIN
  IF after_id IS NOT NULL THEN PERFORM page_tag_note('product:' || after_id); END IF;
  IF before_id IS NOT NULL AND before_id IS DISTINCT FROM after_id THEN
    PERFORM page_tag_note('product:' || before_id);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Anything else public pages show (banners, content, settings...): the tag `site`, which every kept page carries.
CREATE OR REPLACE FUNCTION page_tags_site_statement() RETURNS trigger AS $$
BEGIN
  PERFORM page_tag_note('site');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The home page shows the latest reviews of any product: the tag `reviews`.
CREATE OR REPLACE FUNCTION page_tags_reviews_statement() RETURNS trigger AS $$
BEGIN
  PERFORM page_tag_note('reviews');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A reviewer's new name is on every product page that shows one of their reviews, and on the home page.
CREATE OR REPLACE FUNCTION page_tags_reviewer_renamed() RETURNS trigger AS $$
BEGIN
  PERFORM page_tag_note('product:' || r.product_id) FROM reviews r WHERE r.user_id = NEW.id;
  IF FOUND THEN PERFORM page_tag_note('reviews'); END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_page_tags_trg
  AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION page_tags_product_row('id');
--> statement-breakpoint
CREATE TRIGGER product_variants_page_tags_trg
  AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION page_tags_product_row('product_id');
--> statement-breakpoint
CREATE TRIGGER reviews_page_tags_trg
  AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION page_tags_product_row('product_id');
--> statement-breakpoint
CREATE TRIGGER reviews_page_tags_all_trg
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION page_tags_reviews_statement();
--> statement-breakpoint
CREATE TRIGGER users_page_tags_trg
  AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION page_tags_reviewer_renamed();
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  -- Product tables: a TRUNCATE (the demo reseed) changes every product page: `site` covers it.
  FOREACH t IN ARRAY ARRAY['products', 'product_variants', 'reviews',
    'banners', 'blogs', 'content_pages', 'offer_banners', 'offers', 'size_charts', 'stories',
    'store_settings', 'cod_settings', 'delivery_settings', 'delivery_zones', 'categories', 'collections',
    'collection_products']
  LOOP
    IF t NOT IN ('products', 'product_variants', 'reviews') THEN
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
        FOR EACH STATEMENT EXECUTE FUNCTION page_tags_site_statement()', t || '_page_tags_site_trg', t);
    END IF;
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION page_tags_site_statement()', t || '_page_tags_truncate_trg', t);
  END LOOP;
END
$$;
