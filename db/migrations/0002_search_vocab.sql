-- Vocabulary of the products_search index (one row per indexed term: term, doc, cnt), so search can
-- expand a query term with one typo into the indexed terms one edit away (db/queries/search.ts).
-- fts5vocab reads the index itself: nothing to fill or keep in step.
CREATE VIRTUAL TABLE `products_search_vocab` USING fts5vocab(`products_search`, 'row');
