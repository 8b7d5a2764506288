-- The words of each indexed product's names as the search's ranking tests them (nameWords in
-- app/domain/search-ranking.ts), kept beside the product's search row so that the search's statement
-- ranks its candidates by name tier without reading and folding their names in the Worker. Folding
-- is JavaScript's, so the rows indexed before this migration are filled by fillNameWords
-- (db/queries/search-index.ts), which migrateClient runs after the migrations.
ALTER TABLE `products_search_keys` ADD `whole_words` text;
--> statement-breakpoint
ALTER TABLE `products_search_keys` ADD `word_parts` text;
