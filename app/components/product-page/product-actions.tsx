import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product, Variant } from '../../contract/catalogue'
import { quantityHint } from '../../domain/availability'
import type { WishlistItem } from '../../domain/cart'
import { variantStock } from '../../contract/catalogue-view'
import { addVariantToCart, toggleVariantInWishlist } from '../../lib/cart-storage'
import { useStoredList } from '../../lib/stored-list'
import { StockAlert } from '../product/stock-alert'
import { HeartIcon } from '../ui/icons'
import { useMoney } from '../ui/use-money'
import { type PriceView, retailPrice, variantAvailable, wholesalePrice } from './product-model'
import { QuantityCounter } from './quantity-counter'
import { VariantPicker } from './variant-picker'
import { buyingStep, roundUpToPack } from '../../domain/wholesale-rules'
import { useLocale } from '../../i18n/use-locale'

function PriceLine({ view, testId, className }: { view: PriceView; testId: string; className?: string }) {
  const { t } = useTranslation()
  const money = useMoney()
  const discounted = view.discountPercent > 0
  return (
    <div className={`pprice ${className ?? ''}`}>
      <span className={discounted ? 'pprice__now pprice__now--sale' : 'pprice__now'} data-testid={testId}>
        {money(view.current)}
      </span>
      {discounted && (
        <>
          <s className="pprice__old">{money(view.regular)}</s>
          <span className="pprice__badge">{t('product_page.discount', { percent: view.discountPercent })}</span>
        </>
      )}
    </div>
  )
}

/** A few left, more asked than in stock, or what a pre-order is: what the buyer should know before adding. */
function StockHint({
  quantity,
  variant,
  wholesale,
  available,
}: {
  quantity: number
  variant: Variant
  wholesale: boolean
  available: boolean
}) {
  const { t } = useTranslation()
  const hint = quantityHint(quantity, variantStock(variant), wholesale)
  const text = !available
    ? t('product_page.pre_order_note')
    : hint?.kind === 'over'
      ? t('product_page.stock_over', { count: hint.inStock })
      : hint?.kind === 'low'
        ? t('product_page.stock_left', { count: hint.left })
        : null
  if (text === null) return null
  return (
    <p
      className={hint?.kind === 'low' ? 'pactions__hint pactions__hint--low' : 'pactions__hint'}
      data-testid="stock-hint"
    >
      {text}
    </p>
  )
}

/**
 * Spec §2 actions block: code, stock state, retail / sale / wholesale prices, variant picker,
 * quantity 1–10000, add to cart (pre-order when unavailable) and the wishlist heart. Cart and
 * wishlist live in localStorage under the spec's keys, exactly as the product card writes them.
 */
export function ProductActions({
  product,
  variant,
  wholesale,
  onSelectVariant,
}: {
  product: Product
  variant: Variant
  wholesale: boolean
  onSelectVariant: (code: string) => void
}) {
  const { t } = useTranslation()
  // A partner buys whole packs: one tap adds a pack, the stepper moves by packs as the cart's does.
  const step = buyingStep(variant.pack_size, wholesale)
  const [asked, setQuantity] = useState(step)
  const quantity = roundUpToPack(asked, step)
  const [added, setAdded] = useState(false)
  const wishlist = useStoredList<WishlistItem>('wishlist')
  const inWishlist = wishlist.some((w) => w.code === variant.code)
  const locale = useLocale()

  const available = variantAvailable(variant, wholesale)
  const retail = retailPrice(variant)
  const opt = wholesalePrice(variant)

  const onAdd = () => {
    addVariantToCart(product, variant, quantity, wholesale, locale)
    setAdded(true)
  }
  const onWish = () => toggleVariantInWishlist(product, variant, wholesale, locale)
  const select = (code: string) => {
    setAdded(false)
    setQuantity(buyingStep(product.variants.find((v) => v.code === code)?.pack_size, wholesale))
    onSelectVariant(code)
  }

  return (
    <div className="pactions" data-testid="product-actions">
      <div className="pactions__meta">
        <span className="pactions__code">
          {t('product_page.code')}: <b data-testid="product-code">{variant.code}</b>
        </span>
        <span className={available ? 'stock stock--in' : 'stock stock--order'} data-testid="stock-state">
          <span className="stock__dot" aria-hidden="true" />
          {available ? t('product_page.in_stock') : t('product_page.pre_order_state')}
        </span>
        {wholesale && variant.stock_opt !== null && (
          <span className="pactions__opt-stock">{t('product_page.wholesale_stock', { count: variant.stock_opt })}</span>
        )}
      </div>

      <div className="pactions__prices">
        {opt && <small className="pactions__label">{t('product_page.retail_price')}</small>}
        <PriceLine view={retail} testId="product-price" className={opt ? 'pprice--secondary' : undefined} />
        {retail.discountPercent > 0 && !opt && (
          <span className="pactions__save">
            {t('product_page.you_save', { amount: retail.regular - retail.current })}
          </span>
        )}
        {opt && (
          <div className="pactions__wholesale" data-testid="wholesale-price">
            <small className="pactions__label">{t('product_page.wholesale_price')}</small>
            <PriceLine view={opt} testId="product-wholesale-price" />
          </div>
        )}
      </div>

      {product.variants.length > 0 && (
        <VariantPicker variants={product.variants} chosen={variant} wholesale={wholesale} onSelect={select} />
      )}

      <div className="pactions__buy">
        <QuantityCounter value={quantity} step={step} onChange={setQuantity} />
        <button
          type="button"
          className={available ? 'btn btn--primary pactions__add' : 'btn btn--outline pactions__add'}
          onClick={onAdd}
          data-testid="add-to-cart"
        >
          {available ? t('product_page.add_to_cart') : t('product_page.pre_order')}
        </button>
        <button
          type="button"
          className={inWishlist ? 'pactions__wish pactions__wish--on' : 'pactions__wish'}
          aria-label={inWishlist ? t('product_page.wishlist_remove') : t('product_page.wishlist_add')}
          aria-pressed={inWishlist}
          onClick={onWish}
          data-testid="wishlist-toggle"
        >
          <HeartIcon filled={inWishlist} />
        </button>
      </div>
      {step > 1 && (
        // Said before the first tap: the stepper moves by packs and a typed number is rounded up.
        <p className="pactions__pack muted" data-testid="pack-note">
          {t('wholesale_rules.pack_multiple', { pack: step })}
        </p>
      )}
      <StockHint quantity={quantity} variant={variant} wholesale={wholesale} available={available} />
      <StockAlert key={variant.code} code={variant.code} ask={available ? 'price' : 'stock'} />
      <p className="pactions__added" role="status" aria-live="polite">
        {added ? `✓ ${t('product_page.added')}` : ''}
      </p>
    </div>
  )
}
