import { useTranslation } from 'react-i18next'
import { type CartItem, cartUnitPrice } from '../../domain/cart'
import { removeFromStoredCart, setStoredCartQuantity } from '../../lib/cart-storage'
import { closePanel } from '../../lib/panels'
import { QuantityCounter } from '../product-page/quantity-counter'
import { CloseIcon } from '../ui/icons'
import { useMoney } from '../ui/use-money'

/**
 * One cart line (spec §2 order page and cart panel): image linking to the product, name, unit price,
 * minus / number / plus (1–10000), the line total and remove.
 */
export function CartLine({ item, unitPrice }: { item: CartItem; unitPrice?: number }) {
  const { t } = useTranslation()
  const money = useMoney()
  const shelf = cartUnitPrice(item)
  const unit = unitPrice ?? shelf
  const regular = item.price > unit ? item.price : null
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
      </div>
      <div className="cartline__controls">
        <QuantityCounter value={item.quantity} onChange={(q) => setStoredCartQuantity(item.id, q)} />
        <b className="cartline__total" data-testid="cart-line-total">
          {money(unit * item.quantity)}
        </b>
      </div>
      <button type="button" className="cartline__remove" aria-label={t('cart.remove_item', { name: item.name })} onClick={() => removeFromStoredCart(item.id)}>
        <CloseIcon width={18} height={18} />
      </button>
    </li>
  )
}
