import { useTranslation } from 'react-i18next'
import type { CartItem } from '../../domain/cart'
import { useBuyer } from '../../lib/buyer'
import { acknowledgePrices, changedLines } from '../../lib/price-notice'
import { useStoredList } from '../../lib/stored-list'

/**
 * Above the checkout's button: the lines that went up in price while in the cart, said once for all
 * of them in one polite live region (always there, empty when nothing rose, so a rise found by the
 * quote is announced), with one "Got it" for every changed line. Each line shows its own figures.
 */
export function PriceRiseNotice() {
  const { t } = useTranslation()
  const wholesale = useBuyer().isWholesaler
  const changed = changedLines(useStoredList<CartItem>('cart'), wholesale)
  const risen = changed.filter((line) => line.change.code === 'price_rose')
  return (
    <div className="price-rise" data-testid="order-price-rose">
      <p role="status" className="price-rise__text">
        {risen.length > 0 && t('order.price_rose', { names: risen.map(({ item }) => `«${item.name}»`).join(', ') })}
      </p>
      {risen.length > 0 && (
        <button
          type="button"
          className="btn btn--outline"
          onClick={() =>
            acknowledgePrices(
              changed.map(({ item, change }) => ({ id: item.id, now: change.now })),
              wholesale,
            )
          }
        >
          {t('cart.price_seen')}
        </button>
      )}
    </div>
  )
}
