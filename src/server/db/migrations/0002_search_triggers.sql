-- Full-text search document of a product: name (A), brand and category name (B), description and material (C).
-- Also feeds the vocabulary (search_terms) used to correct typos with pg_trgm.
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger AS $$
DECLARE
  cat_name text;
BEGIN
  SELECT name INTO cat_name FROM categories WHERE id = NEW.category_id;
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.brand, '') || ' ' || coalesce(cat_name, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '') || ' ' || coalesce(NEW.material, '')), 'C');
  INSERT INTO search_terms (term)
    SELECT DISTINCT w
    FROM regexp_split_to_table(lower(coalesce(NEW.name, '') || ' ' || coalesce(NEW.brand, '') || ' ' || coalesce(cat_name, '')), '[^a-z0-9]+') AS w
    WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_search_trg
  BEFORE INSERT OR UPDATE OF name, brand, description, material, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_refresh();
--> statement-breakpoint
-- A renamed category refreshes its products' documents.
CREATE OR REPLACE FUNCTION categories_search_refresh() RETURNS trigger AS $$
BEGIN
  UPDATE products SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER categories_search_trg
  AFTER UPDATE OF name ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_search_refresh();
--> statement-breakpoint
UPDATE products SET category_id = category_id;
