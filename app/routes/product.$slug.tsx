import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '../components/layout/status-pages'
import { productHead } from '../components/product-page/product-head'
import { ProductPage } from '../components/product-page/product-page'
import { parsePopularCards } from '../components/product-page/popular-cards'
import { useBuyer } from '../lib/buyer'
import { siteUrlFromMatches } from '../lib/seo'
import { defaultVariant } from '../components/product-page/product-model'
import { getProductPage } from '../server-fns/product'

// The router parses query values as JSON first, so an all-digit code arrives as a number.
function validateSearch(input: Record<string, unknown>): { variant?: string } {
  const variant = input.variant
  return typeof variant === 'string' || typeof variant === 'number' ? { variant: String(variant).slice(0, 100) } : {}
}

/** No product slug is longer; a longer one is a 404 before any lookup. */
const PRODUCT_SLUG_MAX = 200

/**
 * Spec §2 product page, /product/{slug}; a variant's own URL is /product/{slug}?variant=CODE.
 * The variant lives only in the query (no loader deps), so switching it re-renders without
 * reloading the product or counting another view. Hover preloads are off for the same reason:
 * the loader counts the view.
 */
export const Route = createFileRoute('/product/$slug')({
  staticData: { styles: ['catalogue', 'product', 'reviews'] },
  validateSearch,
  preload: false,
  loader: async ({ params, context, preload }) => {
    if (params.slug.length > PRODUCT_SLUG_MAX) throw notFound()
    const data = await getProductPage({ data: { slug: params.slug, locale: context.locale, countView: !preload } })
    if (!data) throw notFound()
    return { ...data, locale: context.locale }
  },
  head: ({ loaderData, matches, match }) => {
    if (!loaderData) return {}
    return productHead(
      loaderData.product,
      match.search.variant,
      siteUrlFromMatches(matches),
      loaderData.locale,
      loaderData.reviews.COMMENT.results,
      loaderData.seo,
    )
  },
  component: ProductRoute,
  notFoundComponent: () => <NotFoundPage />,
})

function ProductRoute() {
  const { product, popularJson, reviews, locale } = Route.useLoaderData()
  const { variant } = Route.useSearch()
  const navigate = Route.useNavigate()
  const wholesale = useBuyer().isWholesaler
  return (
    <ProductPage
      key={product.id}
      product={product}
      popular={parsePopularCards(popularJson)}
      reviews={reviews}
      variantCode={variant}
      locale={locale}
      onSelectVariant={(code) =>
        void navigate({
          search: (prev) => ({
            ...prev,
            variant: code === defaultVariant(product, wholesale)?.code ? undefined : code,
          }),
          replace: true,
          resetScroll: false,
        })
      }
    />
  )
}
