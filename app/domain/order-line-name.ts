/**
 * What a line adds to its product's name: an order line stores the variant's full name, which
 * repeats the product name ("Clear Pro 250 мл" of «Clear Pro»), so the product is named once and
 * the variant by the rest ("250 мл"). Empty when the variant adds nothing.
 */
export function variantPart(productName: string, fullName: string): string {
  const product = productName.trim()
  const full = fullName.trim()
  if (product !== '' && full.toLocaleLowerCase().startsWith(product.toLocaleLowerCase())) {
    return full.slice(product.length).replace(/^[\s,·—–-]+/u, '')
  }
  return full.toLocaleLowerCase() === product.toLocaleLowerCase() ? '' : full
}
