import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { type CartItem, cartUnitPrice } from '../../domain/cart'
import { useBuyer } from '../../lib/buyer'
import { useLocale } from '../../i18n/use-locale'
import { closePanel } from '../../lib/panels'
import { useQuote } from '../order/use-quote'
import { useStoredList } from '../../lib/stored-list'
import { CartIcon } from '../ui/icons'
import { useMoney } from '../ui/use-money'
import { CartLine } from './cart-line'
import { SidePanel } from './side-panel'
import { WholesaleMinimumNote } from './wholesale-notes'

const noPromo = () => undefined

export function CartPanel() {
  const { t } = useTranslation()
  const money = useMoney()
  const cart = useStoredList<CartItem>('cart')
  const count = cart.reduce((sum, line) => sum + line.quantity, 0)
  const goods = cart.reduce((sum, line) => sum + cartUnitPrice(line) * line.quantity, 0)
  // A partner's cart is quoted by the server as it changes: it names the minimum and each line's pack.
  const partner = useBuyer().isWholesaler
  const priced = useQuote(partner ? cart : [], null, '', useLocale(), noPromo)

  const footer =
    cart.length > 0 ? (
      <>
        <WholesaleMinimumNote notice={priced.wholesale} />
        <div className="sidepanel__sum">
          <span>{t('cart.goods_total')}</span>
          <b data-testid="cart-panel-total">{money(goods)}</b>
        </div>
        <Link to="/order" className="btn btn--primary sidepanel__cta" onClick={closePanel}>
          {t('cart.checkout')}
        </Link>
        <button type="button" className="btn btn--ghost sidepanel__cta" onClick={closePanel}>
          {t('cart.continue_shopping')}
        </button>
      </>
    ) : null

  return (
    <SidePanel title={t('cart.cart_title')} count={count} testId="cart-panel" footer={footer}>
      {cart.length === 0 ? (
        <div className="sidepanel__empty">
          <CartIcon width={44} height={44} />
          <p className="sidepanel__empty-title">{t('cart.cart_empty')}</p>
          <p className="muted">{t('cart.cart_empty_hint')}</p>
          <a href="/catalogue" className="btn btn--outline" onClick={closePanel}>
            {t('cart.to_catalogue')}
          </a>
        </div>
      ) : (
        <ul className="cartlist">
          {cart.map((item) => (
            <CartLine key={item.id} item={item} />
          ))}
        </ul>
      )}
    </SidePanel>
  )
}
