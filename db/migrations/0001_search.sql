-- Full-text search over products (FTS5). rowid = products.id. Filled by db/queries/search-index.ts.
-- `translit` holds Latin↔Cyrillic transliterations of the names so "krem" finds "крем" and back.
CREATE VIRTUAL TABLE `products_search` USING fts5(
  `name`,
  `short`,
  `brand`,
  `codes`,
  `translit`,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4'
);
