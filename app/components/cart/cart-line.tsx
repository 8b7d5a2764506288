import { useTranslation } from 'react-i18next'
import type { OrderQuoteAnswer } from '../../contract/order'
import { type CartItem, cartUnitPrice } from '../../domain/cart'
import { priceChangeOf } from '../../domain/price-change'
import { useBuyer } from '../../lib/buyer'
import { removeFromStoredCart, setStoredCartQuantity } from '../../lib/cart-storage'
import { closePanel } from '../../lib/panels'
import { acknowledgePrices } from '../../lib/price-notice'
import { QuantityCounter } from '../product-page/quantity-counter'
import { CloseIcon } from '../ui/icons'
import { useMoney } from '../ui/use-money'
import { PriceChangeNote } from './price-change-note'

/**
 * One cart line (spec §2 order page and cart panel): image linking to the product, name, unit price,
 * minus / number / plus (1–10000), the line total and remove. `quoted` is the server's pricing of the
 * line (the checkout's quote): its unit price, line total and the units ordered in advance. A price
 * changed since the buyer saw it is said under the unit price until they press "Got it".
 */
export function CartLine({ item, quoted }: { item: CartItem; quoted?: OrderQuoteAnswer['lines'][number] }) {
  const { t } = useTranslation()
  const money = useMoney()
  const unit = quoted?.unit_price ?? cartUnitPrice(item)
  const regularPrice = quoted?.regular_price ?? item.price
  const regular = regularPrice > unit ? regularPrice : null
  const total = quoted && quoted.quantity === item.quantity ? quoted.total : unit * item.quantity
  const wholesale = useBuyer().isWholesaler
  // Packs hold partners only; the server's quote told the cart each line's pack.
  const pack = wholesale ? (quoted?.pack_size ?? item.pack ?? 1) : 1
  // The stored line holds the server's latest price (the page load's reprice, the quote), before any promo code.
  const change = priceChangeOf(item.seen, cartUnitPrice(item), wholesale)
  return (
    <li className="cartline" data-testid="cart-line" data-code={item.code}>
      <a href={item.url} className="cartline__image" onClick={closePanel}>
        {item.image ? <img src={item.image} alt={item.name} width={72} height={72} loading="lazy" /> : null}
      </a>
      <div className="cartline__info">
        {item.brand && <span className="cartline__brand">{item.brand}</span>}
        <a href={item.url} className="cartline__name" onClick={closePanel}>
          {item.name}
        </a>
        <span className="cartline__unit">
          <b data-testid="cart-line-price">{money(unit)}</b>
          {regular !== null && <s>{money(regular)}</s>}
        </span>
        {change && (
          <PriceChangeNote
            change={change}
            onSeen={() => acknowledgePrices([{ id: item.id, now: change.now }], wholesale)}
          />
        )}
        {pack > 1 && (
          <span
            className={item.quantity % pack === 0 ? 'cartline__pack' : 'cartline__pack cartline__pack--off'}
            data-testid="cart-line-pack"
          >
            {t('wholesale_rules.pack_multiple', { pack })}
          </span>
        )}
        {quoted !== undefined && quoted.preorder_quantity > 0 && (
          <span className="cartline__preorder" data-testid="cart-line-preorder">
            {t('order.preorder_units', { count: quoted.preorder_quantity })}
            {'. '}
            {t(quoted.in_stock > 0 ? 'order.preorder_in_stock' : 'order.preorder_none', { count: quoted.in_stock })}
          </span>
        )}
      </div>
      <div className="cartline__controls">
        <QuantityCounter value={item.quantity} step={pack} onChange={(q) => setStoredCartQuantity(item.id, q)} />
        <b className="cartline__total" data-testid="cart-line-total">
          {money(total)}
        </b>
      </div>
      <button
        type="button"
        className="cartline__remove"
        aria-label={t('cart.remove_item', { name: item.name })}
        onClick={(e) => {
          const next = focusAfterRemoval(e.currentTarget)
          removeFromStoredCart(item.id)
          requestAnimationFrame(() => next?.focus())
        }}
      >
        <CloseIcon width={18} height={18} />
      </button>
    </li>
  )
}

/**
 * Where the keyboard's focus goes once a line is removed (its button goes with it): the next line's
 * remove button, else the one before, else the panel's first control (its close button).
 */
function focusAfterRemoval(button: HTMLElement): HTMLElement | null {
  const line = button.closest('li')
  const neighbour = (line?.nextElementSibling ?? line?.previousElementSibling)?.querySelector<HTMLElement>(
    '.cartline__remove',
  )
  return neighbour ?? button.closest('[role="dialog"]')?.querySelector<HTMLElement>('button') ?? null
}
