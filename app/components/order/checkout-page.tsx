import { ScriptOnce, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '../../contract/order'
import { type CartItem, cartUnitPrice } from '../../domain/cart'
import type { Locale } from '../../domain/locale'
import { pushDataLayer } from '../../lib/data-layer'
import { storeReturnedOrder } from '../../lib/order-storage'
import { clearStoredCart, useStoredList } from '../../lib/stored-list'
import { CartLine } from '../cart/cart-line'
import { WholesaleMinimumNote } from '../cart/wholesale-notes'
import { CartIcon } from '../ui/icons'
import { DeliveryStep } from './delivery-step'
import { OrderSummary } from './order-summary'
import { PersonalStep } from './personal-step'
import { useCheckout } from './use-checkout'

/** Where a placed order goes next (spec §4): cash to the success page, an invoice to its page, any other payment to the payment page. */
function afterPlaced(order: Order, navigate: ReturnType<typeof useNavigate>) {
  storeReturnedOrder(order)
  if (order.pay_type === 'cash') void navigate({ to: '/order-success' })
  // A partner's invoice: its printable page says what to pay, where and by when. The order is placed,
  // so its lines leave the cart here (cash empties it on the success page, card on the way to the bank).
  else if (order.pay_type === 'invoice') {
    clearStoredCart()
    window.location.assign(`/invoice/${order.id}`)
  }
  // The payment page belongs to the payment issue; it reads the order from localStorage `order`.
  else window.location.assign('/payment')
}

/** Spec §2 order page: the editable cart, its total, and the two-step form. */
export function CheckoutPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const cart = useStoredList<CartItem>('cart')
  const checkout = useCheckout(cart, locale, (order) => afterPlaced(order, navigate))
  useViewCartEvent(cart)
  const hydrated = useHydrated()

  // The cart lives in the browser: until hydration the server's empty snapshot would flash "empty cart".
  // An inline check of the stored cart shows the empty cart at once where it is empty (the page's
  // largest text then paints with the page, not after the scripts), and a placeholder otherwise.
  if (!hydrated) {
    return (
      <div className="container checkout" aria-busy="true">
        <h1 className="checkout__title">{t('order.title')}</h1>
        <ScriptOnce>{MARK_EMPTY_CART}</ScriptOnce>
        <div className="panel-card card--skeleton checkout__loading" />
        <EmptyCart early />
      </div>
    )
  }
  if (cart.length === 0) {
    return (
      <div className="container checkout">
        <h1 className="checkout__title">{t('order.title')}</h1>
        <EmptyCart />
      </div>
    )
  }

  const quoted = new Map(checkout.quote?.lines.map((line) => [line.id, line]))
  return (
    <div className="container checkout" data-testid="checkout">
      <h1 className="checkout__title">{t('order.title')}</h1>
      <div className="checkout__grid">
        <div className="checkout__main">
          <section className="panel-card">
            <h2 className="panel-card__title">{t('order.your_cart')}</h2>
            <WholesaleMinimumNote notice={checkout.wholesale} />
            <ul className="cartlist">
              {cart.map((item) => (
                <CartLine key={item.id} item={item} quoted={quoted.get(item.id)} />
              ))}
            </ul>
          </section>
          <PersonalStep checkout={checkout} />
          <DeliveryStep checkout={checkout} cart={cart} locale={locale} />
        </div>
        <aside className="checkout__aside">
          <OrderSummary checkout={checkout} />
        </aside>
      </div>
    </div>
  )
}

/** Marks the checkout's placeholder `data-cart="empty"` when the stored cart (spec key `cart`) holds no line. */
const MARK_EMPTY_CART = `(function(){try{var c=JSON.parse(localStorage.getItem('cart')||'[]');if(Array.isArray(c)&&c.length)return}catch(e){return}
document.currentScript.parentNode.setAttribute('data-cart','empty')})()`

function EmptyCart({ early = false }: { early?: boolean }) {
  const { t } = useTranslation()
  return (
    <div
      className={early ? 'panel-card checkout__empty checkout__empty--early' : 'panel-card checkout__empty'}
      data-testid={early ? undefined : 'checkout-empty'}
    >
      <CartIcon width={48} height={48} />
      <p className="sidepanel__empty-title">{t('cart.cart_empty')}</p>
      <p className="muted">{t('cart.cart_empty_hint')}</p>
      <a href="/catalogue" className="btn btn--primary">
        {t('cart.to_catalogue')}
      </a>
    </div>
  )
}

const noop = () => () => {}
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}

/** Spec §1: a cart view is pushed once when the checkout opens with goods in it. */
function useViewCartEvent(cart: readonly CartItem[]) {
  const pushed = useRef(false)
  useEffect(() => {
    if (pushed.current || cart.length === 0) return
    pushed.current = true
    pushDataLayer({
      event: 'view_cart',
      currency: 'UAH',
      value: cart.reduce((sum, line) => sum + cartUnitPrice(line) * line.quantity, 0),
      items: cart.map((line) => ({
        id: line.id,
        code: line.code,
        name: line.name,
        brand: line.brand,
        price: cartUnitPrice(line),
        quantity: line.quantity,
      })),
    })
  }, [cart])
}
