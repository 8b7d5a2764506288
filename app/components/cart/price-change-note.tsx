import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { PriceChange } from '../../domain/price-change'
import { useMoney } from '../ui/use-money'

/** Stands for the old price in the text, where the struck-through price goes (a character no text has). */
const WAS = '\u0002'

/**
 * A cart line's price changed since the buyer saw it (app/domain/price-change.ts): "Price went up: was
 * ~450~, now 520", with a button that says the buyer has seen it. Not a live region: the checkout says
 * it once for all lines above its button (PriceRiseNotice).
 */
export function PriceChangeNote({ change, onSeen }: { change: PriceChange; onSeen: () => void }) {
  const { t } = useTranslation()
  const money = useMoney()
  const id = useId()
  // One text per code; the old price is put back into it struck through.
  // A price is not broken between its figure and its currency (the struck one: by the stylesheet).
  const now = money(change.now).replaceAll(' ', '\u00a0')
  const [before, after] = t(`cart.${change.code}`, { was: WAS, now }).split(WAS)
  const rose = change.code === 'price_rose'
  return (
    <span
      className={rose ? 'repriced repriced--rose' : 'repriced'}
      data-testid="cart-line-price-change"
      data-change={change.code}
    >
      <span id={id}>
        {before}
        {after !== undefined && (
          <>
            <s>{money(change.was)}</s>
            {after}
          </>
        )}
      </span>
      <button type="button" className="repriced__seen" aria-describedby={id} onClick={onSeen}>
        {t('cart.price_seen')}
      </button>
    </span>
  )
}
