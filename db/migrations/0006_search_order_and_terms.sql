-- Search rows in order of length (issue 3, search p99): the rowid of products_search becomes
-- words × 2^32 + product id, where words counts the space-separated words of all indexed columns.
-- FTS5 walks a query's matches in rowid order, so the first matches of a broad query are its
-- shortest products, the ones bm25 ranks first, and search ranks only a bounded pool of those
-- (db/queries/search.ts). products_search_keys finds a product's row when it is indexed again.
-- The rule is searchRowid() in db/queries/search-index.ts; the statements below are that rule in SQL
-- for the rows indexed before this migration. Then a stored copy of the index's vocabulary.
CREATE TABLE `products_search_keys` (
	`product_id` integer PRIMARY KEY NOT NULL,
	`search_rowid` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `products_search_rekey` AS
SELECT
  min(
    (length(name) - length(replace(name, ' ', '')) + 1)
    + (length(short) - length(replace(short, ' ', '')) + 1)
    + (length(brand) - length(replace(brand, ' ', '')) + 1)
    + (length(codes) - length(replace(codes, ' ', '')) + 1)
    + (length(translit) - length(replace(translit, ' ', '')) + 1),
    1048575
  ) * 4294967296 + rowid AS search_rowid,
  rowid AS product_id, name, short, brand, codes, translit
FROM products_search;
--> statement-breakpoint
DELETE FROM products_search;
--> statement-breakpoint
INSERT INTO products_search (rowid, name, short, brand, codes, translit)
SELECT search_rowid, name, short, brand, codes, translit FROM products_search_rekey;
--> statement-breakpoint
INSERT INTO products_search_keys (product_id, search_rowid) SELECT product_id, search_rowid FROM products_search_rekey;
--> statement-breakpoint
DROP TABLE `products_search_rekey`;
--> statement-breakpoint
-- The index's words with the number of products holding each, for typo correction
-- (db/queries/search.ts). fts5vocab reads every doclist of a range to count it (7 ms for one first
-- letter on 100,000 products), so search-index.ts keeps this copy in step with the index instead.
CREATE TABLE `products_search_terms` (
	`term` text PRIMARY KEY NOT NULL,
	`docs` integer NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `products_search_terms` (term, docs) SELECT term, doc FROM products_search_vocab;
