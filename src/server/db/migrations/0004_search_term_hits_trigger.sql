-- The vocabulary counts how many product documents used each word (a typo corrects to the more common of equally
-- close words: "kurtha" -> "kurta", not the rarer "kurti").
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
  ON CONFLICT (term) DO UPDATE SET hits = search_terms.hits + 1;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
TRUNCATE search_terms;
--> statement-breakpoint
UPDATE products SET category_id = category_id;
