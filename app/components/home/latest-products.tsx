import { useCallback, useEffect, useState } from 'react'
import type { ProductCard } from '../../contract/catalogue'
import { useLocale } from '../../i18n/use-locale'
import { useAccessToken } from '../../lib/access-token'
import { catalogueReads } from '../../lib/store-queries/catalogue-reads'
import { ProductSlider } from '../product/product-slider'

/**
 * The home page's latest-products slider (spec §2, §4): its 40 cards are asked of
 * GET /shop/products/latest/ once the slider scrolls into view, or the keyboard comes near it, with
 * the buyer's token so a wholesaler sees wholesale prices. Carried in the page instead, they were
 * half of its HTML and pushed it past the first network round trip on a phone.
 */
export function LatestProducts() {
  const locale = useLocale()
  const token = useAccessToken()
  const [visible, setVisible] = useState(false)
  const [products, setProducts] = useState<ProductCard[] | null>(null)
  const onVisible = useCallback(() => setVisible(true), [])

  useEffect(() => {
    if (!visible) return
    const controller = new AbortController()
    // Through the query layer, imported when the slider comes into view; asked again when the buyer signs in or out.
    catalogueReads()
      .then(({ latestProducts }) => latestProducts(locale, controller.signal))
      .then(setProducts)
      .catch((error: unknown) => {
        // Spec §8: the API serves stale data when it can; otherwise the slider keeps its placeholders.
        if (!controller.signal.aborted) console.warn('latest products failed to load', error)
      })
    return () => controller.abort()
  }, [visible, locale, token])

  return <ProductSlider products={products} onVisible={onVisible} />
}
