CREATE TABLE "search_lexemes" (
	"term" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL,
	"strong_products" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_postings" (
	"term" text NOT NULL,
	"product_id" uuid NOT NULL,
	"score" real NOT NULL,
	"sale_paise" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_postings_product_id_term_pk" PRIMARY KEY("product_id","term")
);
--> statement-breakpoint
CREATE INDEX "search_lexemes_prefix_idx" ON "search_lexemes" USING btree ("term" COLLATE "C");--> statement-breakpoint
CREATE INDEX "search_postings_rank_idx" ON "search_postings" USING btree ("term","score" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "search_postings_price_idx" ON "search_postings" USING btree ("term","sale_paise","created_at" DESC NULLS FIRST,"product_id");--> statement-breakpoint
-- Search postings and lexemes (ADR 28), kept from product_documents by statement triggers with their transition
-- tables, like listing_counts (0021). search_postings: a row per product and lexeme of its name, brand or category,
-- with ts_rank(the document, that lexeme alone), its price and date; search_lexemes: every lexeme of any part, with
-- how many documents hold it (strong_products: in the name, brand or category). A document's postings are made again
-- when its words, price or date change; a rating or discount change writes nothing here.
-- A lexeme as a tsquery of itself alone, quoted so that any character passes.
CREATE OR REPLACE FUNCTION search_lexeme_query(lexeme text) RETURNS tsquery AS $$
  SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery
$$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_postings_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings (term, product_id, score, sale_paise, created_at)
      SELECT u.lexeme, n.product_id, ts_rank(n.search_vector, search_lexeme_query(u.lexeme)), n.sale_paise, n.created_at
      FROM new_rows n CROSS JOIN LATERAL unnest(n.search_vector) AS u
      WHERE u.weights && ARRAY['A', 'B'];
    INSERT INTO search_lexemes AS l (term, products, strong_products)
      SELECT u.lexeme, count(*), count(*) FILTER (WHERE u.weights && ARRAY['A', 'B'])
      FROM new_rows n CROSS JOIN LATERAL unnest(n.search_vector) AS u
      GROUP BY u.lexeme ORDER BY u.lexeme
    ON CONFLICT (term) DO UPDATE
      SET products = l.products + EXCLUDED.products, strong_products = l.strong_products + EXCLUDED.strong_products;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_postings p USING old_rows o WHERE p.product_id = o.product_id;
    INSERT INTO search_lexemes AS l (term, products, strong_products)
      SELECT u.lexeme, -count(*), -count(*) FILTER (WHERE u.weights && ARRAY['A', 'B'])
      FROM old_rows o CROSS JOIN LATERAL unnest(o.search_vector) AS u
      GROUP BY u.lexeme ORDER BY u.lexeme
    ON CONFLICT (term) DO UPDATE
      SET products = l.products + EXCLUDED.products, strong_products = l.strong_products + EXCLUDED.strong_products;
    DELETE FROM search_lexemes WHERE products <= 0
      AND term IN (SELECT u.lexeme FROM old_rows o CROSS JOIN LATERAL unnest(o.search_vector) AS u);
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only the documents whose postings change: their words, price or date.
    DELETE FROM search_postings p USING old_rows o, new_rows n
      WHERE p.product_id = o.product_id AND n.product_id = o.product_id
        AND (n.search_vector <> o.search_vector OR n.sale_paise <> o.sale_paise OR n.created_at <> o.created_at);
    INSERT INTO search_postings (term, product_id, score, sale_paise, created_at)
      SELECT u.lexeme, n.product_id, ts_rank(n.search_vector, search_lexeme_query(u.lexeme)), n.sale_paise, n.created_at
      FROM new_rows n JOIN old_rows o ON o.product_id = n.product_id CROSS JOIN LATERAL unnest(n.search_vector) AS u
      WHERE u.weights && ARRAY['A', 'B']
        AND (n.search_vector <> o.search_vector OR n.sale_paise <> o.sale_paise OR n.created_at <> o.created_at);
    -- The lexemes of documents whose words changed: the new ones counted in, the old ones out.
    INSERT INTO search_lexemes AS l (term, products, strong_products)
      SELECT lexeme, sum(n), sum(s) FROM (
          SELECT u.lexeme, 1 AS n, (u.weights && ARRAY['A', 'B'])::int AS s
          FROM new_rows n JOIN old_rows o ON o.product_id = n.product_id CROSS JOIN LATERAL unnest(n.search_vector) AS u
          WHERE n.search_vector <> o.search_vector
          UNION ALL
          SELECT u.lexeme, -1, -(u.weights && ARRAY['A', 'B'])::int
          FROM old_rows o JOIN new_rows n ON n.product_id = o.product_id CROSS JOIN LATERAL unnest(o.search_vector) AS u
          WHERE n.search_vector <> o.search_vector) AS changed
        GROUP BY lexeme HAVING sum(n) <> 0 OR sum(s) <> 0 ORDER BY lexeme
    ON CONFLICT (term) DO UPDATE
      SET products = l.products + EXCLUDED.products, strong_products = l.strong_products + EXCLUDED.strong_products;
    DELETE FROM search_lexemes WHERE products <= 0 AND term IN (
      SELECT u.lexeme FROM old_rows o JOIN new_rows n ON n.product_id = o.product_id
        CROSS JOIN LATERAL unnest(o.search_vector) AS u WHERE n.search_vector <> o.search_vector);
  ELSE
    DELETE FROM search_postings;
    DELETE FROM search_lexemes;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER search_postings_insert_trg AFTER INSERT ON product_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_apply();
--> statement-breakpoint
CREATE TRIGGER search_postings_delete_trg AFTER DELETE ON product_documents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_apply();
--> statement-breakpoint
CREATE TRIGGER search_postings_update_trg AFTER UPDATE ON product_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_apply();
--> statement-breakpoint
CREATE TRIGGER search_postings_truncate_trg AFTER TRUNCATE ON product_documents
  FOR EACH STATEMENT EXECUTE FUNCTION search_postings_apply();
--> statement-breakpoint
INSERT INTO search_postings (term, product_id, score, sale_paise, created_at)
  SELECT u.lexeme, d.product_id, ts_rank(d.search_vector, search_lexeme_query(u.lexeme)), d.sale_paise, d.created_at
  FROM product_documents d CROSS JOIN LATERAL unnest(d.search_vector) AS u
  WHERE u.weights && ARRAY['A', 'B'];
--> statement-breakpoint
INSERT INTO search_lexemes (term, products, strong_products)
  SELECT u.lexeme, count(*), count(*) FILTER (WHERE u.weights && ARRAY['A', 'B'])
  FROM product_documents d CROSS JOIN LATERAL unnest(d.search_vector) AS u
  GROUP BY u.lexeme;
