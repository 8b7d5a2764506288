import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Product, ProductCard } from '../../contract/catalogue'
import type { ReviewPage } from '../../contract/reviews'
import type { Locale } from '../../domain/locale'
import type { ReviewType } from '../../domain/reviews'
import { RatingLink } from '../reviews/rating'
import { ReviewsBlock } from '../reviews/reviews-block'
import { ProductSlider } from '../product/product-slider'
import { Breadcrumbs } from '../catalogue/breadcrumbs'
import { Gallery } from './gallery'
import { InfoTabs } from './info-tabs'
import { ProductActions } from './product-actions'
import { useBuyer } from '../../lib/buyer'
import { productCrumbs, selectVariant } from './product-model'
import { useProductRating, useViewItem } from './use-product-effects'
import { HydrateLater } from '../../lib/hydrate-later'

/** Spec §2 product page: breadcrumbs, gallery, actions, info tabs, reviews, then popular products. */
export function ProductPage({
  product,
  popular,
  reviews,
  variantCode,
  locale,
  onSelectVariant,
}: {
  product: Product
  popular: ProductCard[]
  reviews: Record<ReviewType, ReviewPage>
  variantCode: string | undefined
  locale: Locale
  onSelectVariant: (code: string) => void
}) {
  const { t } = useTranslation()
  const wholesale = useBuyer().isWholesaler
  const variant = selectVariant(product, variantCode, wholesale)
  const labels = { home: t('product_page.home'), catalogue: t('product_page.catalogue') }
  const [rating, refreshRating] = useProductRating(product)
  useViewItem(product, variant)
  // Variants without pictures of their own show the product's first ones.
  const images = variant?.images.length
    ? variant.images
    : (product.variants.find((v) => v.images.length > 0)?.images ?? [])

  return (
    <>
      <div className="container ppage" data-testid="product-page">
        {/* The catalogue's trail (it adds Home); the same crumbs feed the BreadcrumbList JSON-LD. */}
        <Breadcrumbs
          items={productCrumbs(product, labels)
            .slice(1)
            .map((c) => ({ label: c.name, href: c.url }))}
        />
        <div className="ppage__grid">
          <HydrateLater>
            <Gallery key={variant?.code ?? 'none'} images={images} name={product.name} />
          </HydrateLater>
          <div className="ppage__summary">
            <Link className="ppage__brand" to="/brands/$slug" params={{ slug: product.brand.slug }}>
              {product.brand.name}
            </Link>
            <h1 className="ppage__title">{product.name}</h1>
            <RatingLink rating={rating} />
            {product.human && <p className="ppage__human">{product.human}</p>}
            {variant && (
              <HydrateLater>
                <ProductActions
                  product={product}
                  variant={variant}
                  wholesale={wholesale}
                  onSelectVariant={onSelectVariant}
                />
              </HydrateLater>
            )}
            <ul className="ppage__trust">
              <li>{t('product_page.trust_delivery')}</li>
              <li>{t('product_page.trust_original')}</li>
              <li>{t('product_page.trust_reply')}</li>
            </ul>
          </div>
        </div>
      </div>
      <HydrateLater>
        <InfoTabs product={product} />
      </HydrateLater>
      <HydrateLater>
        <ReviewsBlock
          productId={product.id}
          locale={locale}
          initial={reviews}
          rating={rating}
          onRatingChange={refreshRating}
        />
      </HydrateLater>
      <HydrateLater>
        <ProductSlider products={popular} title={t('product_page.popular')} />
      </HydrateLater>
    </>
  )
}
