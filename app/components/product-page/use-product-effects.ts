import { useEffect, useRef, useState } from 'react'
import type { Product, ProductRating, Variant } from '../../contract/catalogue'
import { catalogueReads } from '../../lib/store-queries/catalogue-reads'
import { retailPrice } from './product-model'

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/** The analytics payload of spec §1: a product view carries id, name, price, discount_price and code. */
export function viewItemEvent(product: Product, variant: Variant) {
  const view = retailPrice(variant)
  return {
    event: 'view_item',
    id: product.id,
    name: product.name,
    price: variant.price,
    discount_price: variant.discount_price,
    code: variant.code,
    // The same view in GA4's ecommerce shape, for a tag manager container.
    ecommerce: {
      currency: 'UAH',
      value: view.current,
      items: [
        {
          item_id: variant.code,
          item_name: product.name,
          item_brand: product.brand.name,
          item_variant: variant.value,
          price: view.current,
          discount: view.regular - view.current,
        },
      ],
    },
  }
}

/** Pushes `view_item` once per product view (not again on a variant switch or a re-render). */
export function useViewItem(product: Product, variant: Variant | undefined) {
  const pushedFor = useRef<number | null>(null)
  useEffect(() => {
    if (!variant || pushedFor.current === product.id) return
    pushedFor.current = product.id
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push(viewItemEvent(product, variant))
  }, [product, variant])
}

/** The product's rating, read again from the API after the visitor adds or removes a review. */
export function useProductRating(product: Product): [ProductRating, () => void] {
  const [fresh, setFresh] = useState<{ id: number; rating: ProductRating } | null>(null)
  const refresh = () => {
    // Through the query layer, imported on the first review the visitor adds or removes.
    catalogueReads()
      .then(({ currentProduct }) => currentProduct(product.id))
      .then((answer) => setFresh({ id: answer.id, rating: answer.rating }))
      .catch(() => {
        // The rendered rating stays; the next visit shows the new one.
      })
  }
  return [fresh && fresh.id === product.id ? fresh.rating : product.rating, refresh]
}
