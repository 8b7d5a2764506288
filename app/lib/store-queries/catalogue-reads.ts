/**
 * The catalogue's reads through the query layer (./catalogue.ts) for the header's search and phone menu, the home and product pages: one
 * import site, so a page's first load carries one small loader; the module and Query's chunk are
 * fetched on the first such read.
 */
export const catalogueReads = () =>
  import('./catalogue').then(({ latestProducts, advantages, currentProduct, searchProducts, categoryTree }) => ({
    latestProducts,
    advantages,
    currentProduct,
    searchProducts,
    categoryTree,
  }))
