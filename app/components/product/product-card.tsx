import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ProductCard as ProductCardData } from '../../contract/catalogue'
import { variantPrices, variantStock } from '../../contract/catalogue-view'
import { firstAvailableIndex, isAvailable } from '../../domain/availability'
import type { WishlistItem } from '../../domain/cart'
import { effectivePrice, regularPrice } from '../../domain/price'
import { truncate } from '../../domain/text'
import { useBuyer } from '../../lib/buyer'
import { addVariantToCart, toggleVariantInWishlist } from '../../lib/cart-storage'
import { useStoredList } from '../../lib/stored-list'
import { RatingBadge } from '../reviews/rating'
import { HeartIcon } from '../ui/icons'
import { Price } from '../ui/price'
import { useLocale } from '../../i18n/use-locale'

/**
 * How soon a card's picture loads: the first cards of a listing are its largest paint, so they load
 * at once (the very first with high priority); the rest when scrolled near.
 */
export type ImagePriority = 'high' | 'eager' | 'lazy'

/** Spec §2 product card, priced for the buyer the server rendered the page for (wholesale figures arrive only for a wholesaler). */
export function ProductCard({ product, priority = 'lazy' }: { product: ProductCardData; priority?: ImagePriority }) {
  const { t } = useTranslation()
  const { isWholesaler } = useBuyer()
  const locale = useLocale()
  // The first variant the buyer can have; the server rendered for the same buyer, so hydration agrees.
  const [variantIndex, setVariantIndex] = useState(() =>
    firstAvailableIndex(product.variants.map(variantStock), isWholesaler),
  )
  const variant = product.variants[variantIndex] ?? product.variants[0]
  const wishlist = useStoredList<WishlistItem>('wishlist')
  if (!variant) return null

  const prices = variantPrices(variant)
  const price = effectivePrice(prices, isWholesaler)
  const regular = regularPrice(prices, isWholesaler)
  const available = isAvailable(variantStock(variant), isWholesaler)
  const image = variant.images[0]
  const inWishlist = wishlist.some((w) => w.code === variant.code)

  const onAdd = () => addVariantToCart(product, variant, 1, isWholesaler, locale)
  const onWish = () => toggleVariantInWishlist(product, variant, isWholesaler, locale)

  return (
    <article className="card" data-testid="product-card">
      <button
        type="button"
        className={inWishlist ? 'card__wish card__wish--on' : 'card__wish'}
        aria-label={inWishlist ? t('product.in_wishlist') : t('product.add_to_wishlist')}
        aria-pressed={inWishlist}
        onClick={onWish}
      >
        <HeartIcon filled={inWishlist} width={20} height={20} />
      </button>
      <Link to="/product/$slug" params={{ slug: product.slug }} className="card__image">
        {image ? (
          <img
            src={image.s}
            srcSet={`${image.xs} 100w, ${image.s} 300w, ${image.l} 800w`}
            sizes="(max-width: 600px) 50vw, 300px"
            alt={product.name}
            width={300}
            height={300}
            loading={priority === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={priority === 'high' ? 'high' : undefined}
            decoding={priority === 'lazy' ? 'async' : undefined}
          />
        ) : null}
      </Link>
      <div className="card__body">
        <span className="card__brand">{product.brand.name}</span>
        <Link to="/product/$slug" params={{ slug: product.slug }} className="card__name">
          {product.name}
        </Link>
        <RatingBadge rating={product.rating} />
        <p className="card__short">{truncate(product.human)}</p>
        {product.variants.length > 1 ? (
          <select
            className="card__variants"
            aria-label={t('product.variant')}
            value={variantIndex}
            onChange={(e) => setVariantIndex(Number(e.target.value))}
          >
            {product.variants.map((v, i) => (
              <option key={v.id} value={i}>
                {v.value}
              </option>
            ))}
          </select>
        ) : (
          <span className="card__variant">{variant.value}</span>
        )}
        {isWholesaler && variant.stock_opt !== null && (
          <span className="card__stock" data-testid="card-wholesale-stock">
            {t('product_page.wholesale_stock', { count: variant.stock_opt })}
          </span>
        )}
        <div className="card__footer">
          <Price value={price} regular={regular} testId="card-price" />
          <button
            type="button"
            className={available ? 'btn btn--primary btn--small' : 'btn btn--ghost btn--small'}
            onClick={onAdd}
            // Twenty cards' buttons read alike in a screen reader's list: each names its product too.
            aria-label={`${available ? t('product.add_to_cart') : t('product.pre_order')}: ${product.name}`}
          >
            {available ? t('product.add_to_cart') : t('product.pre_order')}
          </button>
        </div>
      </div>
    </article>
  )
}
