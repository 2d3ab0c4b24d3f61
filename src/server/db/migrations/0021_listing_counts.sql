CREATE TABLE "listing_counts" (
	"gender" "gender" NOT NULL,
	"category_id" uuid NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "listing_counts_gender_category_id_pk" PRIMARY KEY("gender","category_id")
);
--> statement-breakpoint
-- The products on sale per gender and category (ADR 27): a listing filtered by gender and category alone sums these
-- rows instead of counting the documents. Kept by statement triggers on product_documents with their transition
-- tables: one upsert of the changed groups per statement, in key order (two writers lock the rows in the same order),
-- and an update that moves no product between groups (a price, a rating) writes nothing.
CREATE OR REPLACE FUNCTION listing_counts_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_counts AS c (gender, category_id, products)
      SELECT gender, category_id, count(*) FROM new_rows GROUP BY gender, category_id ORDER BY gender, category_id
    ON CONFLICT (gender, category_id) DO UPDATE SET products = c.products + EXCLUDED.products;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO listing_counts AS c (gender, category_id, products)
      SELECT gender, category_id, -count(*) FROM old_rows GROUP BY gender, category_id ORDER BY gender, category_id
    ON CONFLICT (gender, category_id) DO UPDATE SET products = c.products + EXCLUDED.products;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO listing_counts AS c (gender, category_id, products)
      SELECT gender, category_id, sum(n) FROM (
          SELECT gender, category_id, 1 AS n FROM new_rows
          UNION ALL
          SELECT gender, category_id, -1 FROM old_rows) AS moved
        GROUP BY gender, category_id HAVING sum(n) <> 0 ORDER BY gender, category_id
    ON CONFLICT (gender, category_id) DO UPDATE SET products = c.products + EXCLUDED.products;
  ELSE
    DELETE FROM listing_counts;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER listing_counts_insert_trg AFTER INSERT ON product_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_apply();
--> statement-breakpoint
CREATE TRIGGER listing_counts_delete_trg AFTER DELETE ON product_documents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_apply();
--> statement-breakpoint
CREATE TRIGGER listing_counts_update_trg AFTER UPDATE ON product_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_apply();
--> statement-breakpoint
CREATE TRIGGER listing_counts_truncate_trg AFTER TRUNCATE ON product_documents
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_apply();
--> statement-breakpoint
INSERT INTO listing_counts (gender, category_id, products)
  SELECT gender, category_id, count(*) FROM product_documents GROUP BY gender, category_id;
