-- The sizes in stock of each product on sale, on its document (ADR 30): the listings' size filter becomes a condition
-- on product_documents, read from an index of the filter columns and the sizes, instead of a semi-join over every
-- in-stock size of the catalogue.
ALTER TABLE "product_documents" ADD COLUMN "sizes_in_stock" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- A product's sizes with stock, sorted: what a document holds when it is written.
CREATE OR REPLACE FUNCTION product_sizes_in_stock(p uuid) RETURNS text[] AS $$
  SELECT coalesce(array_agg(size ORDER BY size), '{}') FROM product_variants WHERE product_id = p AND stock > 0
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
UPDATE product_documents SET sizes_in_stock = product_sizes_in_stock(product_id);
--> statement-breakpoint
-- The products with a size in stock were read from this index for the size filter and counts: now from the documents.
DROP INDEX "variants_in_stock_idx";
--> statement-breakpoint
-- The filter index's columns and the sizes, for size-filtered counts and size counts from an index alone; the filter
-- index itself stays narrow for every other count.
CREATE INDEX "product_documents_filter_sizes_idx" ON "product_documents" USING btree ("gender","category_id","sale_paise","discount_pct","rating_avg","product_id","sizes_in_stock");
--> statement-breakpoint
-- As in 0017, and a document written anew (a new product, one back on sale) takes its sizes in stock then; an update
-- of the product's own columns keeps them.
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
      created_at, search_vector, sizes_in_stock)
    SELECT NEW.id, NEW.gender, NEW.category_id, NEW.sale_paise, NEW.discount_pct, NEW.rating_avg, NEW.rating_count,
      NEW.created_at, product_search_vector(NEW.name, NEW.brand, NEW.description, NEW.material, c.name),
      product_sizes_in_stock(NEW.id)
    FROM categories c WHERE c.id = NEW.category_id
  ON CONFLICT (product_id) DO UPDATE SET gender = EXCLUDED.gender, category_id = EXCLUDED.category_id,
    sale_paise = EXCLUDED.sale_paise, discount_pct = EXCLUDED.discount_pct, rating_avg = EXCLUDED.rating_avg,
    rating_count = EXCLUDED.rating_count, created_at = EXCLUDED.created_at, search_vector = EXCLUDED.search_vector;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Kept by statement triggers on product_variants with their transition tables, as changes: the sizes that came into
-- stock are added, those that left it removed. A sale that leaves stock above 0 writes nothing. The change is computed
-- from the document's row as it is when the update takes it, so two orders selling out two sizes of one product at
-- once both count (the second update waits for the first and applies its change to the first's result).
CREATE OR REPLACE FUNCTION product_documents_sizes_change(ids uuid[], sizes text[], added boolean[]) RETURNS void AS $$
  WITH changed AS (SELECT * FROM unnest(ids, sizes, added) AS c(product_id, size, added))
  UPDATE product_documents d SET sizes_in_stock = ARRAY(
      SELECT s FROM unnest(d.sizes_in_stock) AS s
      WHERE s NOT IN (SELECT c.size FROM changed c WHERE c.product_id = d.product_id AND NOT c.added)
      UNION
      SELECT c.size FROM changed c WHERE c.product_id = d.product_id AND c.added
      ORDER BY 1)
    WHERE d.product_id IN (SELECT product_id FROM changed)
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_documents_sizes_apply() RETURNS trigger AS $$
DECLARE
  ids uuid[];
  sizes text[];
  added boolean[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE product_documents SET sizes_in_stock = '{}' WHERE sizes_in_stock <> '{}';
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(product_id), array_agg(size), array_agg(true) INTO ids, sizes, added
      FROM new_rows WHERE stock > 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(product_id), array_agg(size), array_agg(false) INTO ids, sizes, added
      FROM old_rows WHERE stock > 0;
  ELSE
    SELECT array_agg(x.product_id), array_agg(x.size), array_agg(x.added) INTO ids, sizes, added FROM (
        SELECT o.product_id, o.size, false AS added FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE o.stock > 0 AND (n.stock <= 0 OR n.size <> o.size OR n.product_id <> o.product_id)
        UNION ALL
        SELECT n.product_id, n.size, true FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE n.stock > 0 AND (o.stock <= 0 OR n.size <> o.size OR n.product_id <> o.product_id)) AS x;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM product_documents_sizes_change(ids, sizes, added);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_documents_sizes_insert_trg AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_documents_sizes_apply();
--> statement-breakpoint
CREATE TRIGGER product_documents_sizes_delete_trg AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_documents_sizes_apply();
--> statement-breakpoint
CREATE TRIGGER product_documents_sizes_update_trg AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_documents_sizes_apply();
--> statement-breakpoint
CREATE TRIGGER product_documents_sizes_truncate_trg AFTER TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION product_documents_sizes_apply();
