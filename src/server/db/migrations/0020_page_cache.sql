CREATE TABLE "page_tags" (
	"tag" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_by" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
-- The page cache's tags (ADR 22). A cached page keeps the versions of its tags; a request serves it only while they
-- are unchanged, so a change is on the very next request through any process. `changed_by` tells a render that
-- began before the change committed not to store what it rendered.
CREATE OR REPLACE FUNCTION page_tag_bump(t text) RETURNS void AS $$
  INSERT INTO page_tags (tag, version, changed_by) VALUES (t, 1, pg_current_xact_id())
    ON CONFLICT (tag) DO UPDATE SET version = page_tags.version + 1, changed_by = pg_current_xact_id();
$$ LANGUAGE sql;
--> statement-breakpoint
-- A row of a product's own data changed: its tag `product:<id>` (the column holding the product id is the argument).
CREATE OR REPLACE FUNCTION page_tags_product_row() RETURNS trigger AS $$
DECLARE
  before_id text := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) ->> TG_ARGV[0] END;
  after_id text := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) ->> TG_ARGV[0] END;
BEGIN
  IF after_id IS NOT NULL THEN PERFORM page_tag_bump('product:' || after_id); END IF;
  IF before_id IS NOT NULL AND before_id IS DISTINCT FROM after_id THEN
    PERFORM page_tag_bump('product:' || before_id);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Anything else public pages show (banners, content, settings...): the tag `site`, which every page carries.
CREATE OR REPLACE FUNCTION page_tags_site_statement() RETURNS trigger AS $$
BEGIN
  PERFORM page_tag_bump('site');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The home page shows the latest reviews of any product: the tag `reviews`.
CREATE OR REPLACE FUNCTION page_tags_reviews_statement() RETURNS trigger AS $$
BEGIN
  PERFORM page_tag_bump('reviews');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reviews_page_tags_all_trg
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION page_tags_reviews_statement();
--> statement-breakpoint
-- A reviewer's new name is on every product page that shows one of their reviews.
CREATE OR REPLACE FUNCTION page_tags_reviewer_renamed() RETURNS trigger AS $$
BEGIN
  PERFORM page_tag_bump('product:' || r.product_id) FROM reviews r WHERE r.user_id = NEW.id;
  IF FOUND THEN PERFORM page_tag_bump('reviews'); END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Deferred to the commit, as the catalogue version's: a sale locks its product's tag only while it commits.
CREATE CONSTRAINT TRIGGER products_page_tags_trg
  AFTER INSERT OR UPDATE OR DELETE ON products DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION page_tags_product_row('id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_variants_page_tags_trg
  AFTER INSERT OR UPDATE OR DELETE ON product_variants DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION page_tags_product_row('product_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER reviews_page_tags_trg
  AFTER INSERT OR UPDATE OR DELETE ON reviews DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION page_tags_product_row('product_id');
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
--> statement-breakpoint
INSERT INTO page_tags (tag, version) VALUES ('site', 0) ON CONFLICT DO NOTHING;
