CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row_ck" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "product_documents" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"gender" "gender" NOT NULL,
	"category_id" uuid NOT NULL,
	"sale_paise" integer NOT NULL,
	"discount_pct" smallint NOT NULL,
	"rating_avg" real NOT NULL,
	"rating_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_documents_search_idx" ON "product_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_documents_new_idx" ON "product_documents" USING btree ("created_at" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "product_documents_price_idx" ON "product_documents" USING btree ("sale_paise","created_at" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "product_documents_rating_idx" ON "product_documents" USING btree ("rating_avg" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "product_documents_filter_idx" ON "product_documents" USING btree ("gender","category_id","sale_paise","discount_pct","rating_avg","product_id");--> statement-breakpoint
CREATE INDEX "variants_in_stock_idx" ON "product_variants" USING btree ("size","product_id") WHERE "product_variants"."stock" > 0;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
-- A product's search document: name (A), brand and category name (B), description and material (C).
CREATE OR REPLACE FUNCTION product_search_vector(name text, brand text, description text, material text, category_name text)
RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(brand, '') || ' ' || coalesce(category_name, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(material, '')), 'C')
$$;
--> statement-breakpoint
-- The vocabulary (typo correction) still follows the product names, brands and categories; the search document itself
-- moved to product_documents.
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger AS $$
DECLARE
  cat_name text;
BEGIN
  SELECT name INTO cat_name FROM categories WHERE id = NEW.category_id;
  INSERT INTO search_terms (term)
    SELECT DISTINCT w
    FROM regexp_split_to_table(lower(coalesce(NEW.name, '') || ' ' || coalesce(NEW.brand, '') || ' ' || coalesce(cat_name, '')), '[^a-z0-9]+') AS w
    WHERE length(w) >= 3
  ON CONFLICT (term) DO UPDATE SET hits = search_terms.hits + 1;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- product_documents: one narrow row per active product (none for a withdrawn one), written with the product. A change
-- to the listing columns alone (price, rating) keeps the search document; a change to its words remakes it.
CREATE OR REPLACE FUNCTION product_documents_refresh() RETURNS trigger AS $$
BEGIN
  IF NOT NEW.is_active THEN
    DELETE FROM product_documents WHERE product_id = NEW.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.is_active AND OLD.category_id = NEW.category_id AND OLD.name = NEW.name
    AND OLD.brand = NEW.brand AND OLD.description = NEW.description AND OLD.material = NEW.material THEN
    UPDATE product_documents SET gender = NEW.gender, sale_paise = NEW.sale_paise, discount_pct = NEW.discount_pct,
      rating_avg = NEW.rating_avg, rating_count = NEW.rating_count, created_at = NEW.created_at
    WHERE product_id = NEW.id;
    IF FOUND THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO product_documents AS d (product_id, gender, category_id, sale_paise, discount_pct, rating_avg, rating_count,
      created_at, search_vector)
    SELECT NEW.id, NEW.gender, NEW.category_id, NEW.sale_paise, NEW.discount_pct, NEW.rating_avg, NEW.rating_count,
      NEW.created_at, product_search_vector(NEW.name, NEW.brand, NEW.description, NEW.material, c.name)
    FROM categories c WHERE c.id = NEW.category_id
  ON CONFLICT (product_id) DO UPDATE SET gender = EXCLUDED.gender, category_id = EXCLUDED.category_id,
    sale_paise = EXCLUDED.sale_paise, discount_pct = EXCLUDED.discount_pct, rating_avg = EXCLUDED.rating_avg,
    rating_count = EXCLUDED.rating_count, created_at = EXCLUDED.created_at, search_vector = EXCLUDED.search_vector;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_documents_insert_trg
  AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION product_documents_refresh();
--> statement-breakpoint
CREATE TRIGGER product_documents_update_trg
  AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.gender IS DISTINCT FROM NEW.gender
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.sale_paise IS DISTINCT FROM NEW.sale_paise
    OR OLD.mrp_paise IS DISTINCT FROM NEW.mrp_paise OR OLD.rating_sum IS DISTINCT FROM NEW.rating_sum
    OR OLD.rating_count IS DISTINCT FROM NEW.rating_count OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.name IS DISTINCT FROM NEW.name OR OLD.brand IS DISTINCT FROM NEW.brand
    OR OLD.description IS DISTINCT FROM NEW.description OR OLD.material IS DISTINCT FROM NEW.material)
  EXECUTE FUNCTION product_documents_refresh();
--> statement-breakpoint
-- A renamed category remakes its products' documents (and, as before, adds its words to the vocabulary).
CREATE OR REPLACE FUNCTION categories_search_refresh() RETURNS trigger AS $$
BEGIN
  UPDATE products SET category_id = category_id WHERE category_id = NEW.id;
  UPDATE product_documents d
    SET search_vector = product_search_vector(p.name, p.brand, p.description, p.material, NEW.name)
    FROM products p WHERE p.id = d.product_id AND p.category_id = NEW.id;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
INSERT INTO product_documents (product_id, gender, category_id, sale_paise, discount_pct, rating_avg, rating_count,
    created_at, search_vector)
  SELECT p.id, p.gender, p.category_id, p.sale_paise, p.discount_pct, p.rating_avg, p.rating_count, p.created_at,
    product_search_vector(p.name, p.brand, p.description, p.material, c.name)
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.is_active;
--> statement-breakpoint
-- The catalogue version (catalogue-version.ts): raised once per transaction that changes what listings show, count or
-- search (the pages, product rows, totals, facet counts and typo corrections kept in memory are kept per version).
-- The triggers are deferred to the commit, so the row is locked only while the transaction commits.
INSERT INTO catalogue_version (id, version) VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_version_bump() RETURNS trigger AS $$
BEGIN
  IF current_setting('bindass.catalogue_bumped', true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    INSERT INTO catalogue_version (id, version) VALUES (1, 1)
      ON CONFLICT (id) DO UPDATE SET version = catalogue_version.version + 1;
    PERFORM set_config('bindass.catalogue_bumped', pg_current_xact_id()::text, true);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Any change to a product (listings keep whole product rows too, and the documents and the vocabulary follow them).
CREATE CONSTRAINT TRIGGER products_catalogue_version_trg
  AFTER INSERT OR UPDATE OR DELETE ON products DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
-- Sizes count only as in stock or not: a sale that leaves stock above 0 changes no count.
CREATE CONSTRAINT TRIGGER variants_catalogue_version_insert_trg
  AFTER INSERT ON product_variants DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.stock > 0) EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER variants_catalogue_version_delete_trg
  AFTER DELETE ON product_variants DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.stock > 0) EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER variants_catalogue_version_update_trg
  AFTER UPDATE ON product_variants DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN ((OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0) OR OLD.size IS DISTINCT FROM NEW.size
    OR OLD.product_id IS DISTINCT FROM NEW.product_id)
  EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER categories_catalogue_version_trg
  AFTER INSERT OR UPDATE OR DELETE ON categories DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER collections_catalogue_version_trg
  AFTER INSERT OR UPDATE OR DELETE ON collections DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER collection_products_catalogue_version_trg
  AFTER INSERT OR UPDATE OR DELETE ON collection_products DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_version_truncate_trg
  AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER variants_catalogue_version_truncate_trg
  AFTER TRUNCATE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_version_truncate_trg
  AFTER TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER collections_catalogue_version_truncate_trg
  AFTER TRUNCATE ON collections FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER collection_products_catalogue_version_truncate_trg
  AFTER TRUNCATE ON collection_products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
