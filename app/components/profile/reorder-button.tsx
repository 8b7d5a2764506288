import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReorderAnswer } from '../../contract/reorder'
import type { Locale } from '../../domain/locale'
import { formatMoney } from '../../domain/money'
import { addItemsToCart } from '../../lib/cart-storage'
import { cartItemOfPriced, reorderOf } from '../../lib/quick-order'

/**
 * One tap puts an earlier order back in the cart at today's prices: the server prices its lines, the
 * buyer sees what changed (price, stock, gone) before anything is added.
 */
export function ReorderButton({ orderId, locale }: { orderId: number; locale: Locale }) {
  const { t, i18n } = useTranslation()
  const [state, setState] = useState<'idle' | 'loading' | 'failed' | ReorderAnswer>('idle')
  const money = (n: number) => formatMoney(i18n.language, n, t('cart.currency'))

  async function load() {
    setState('loading')
    try {
      setState(await reorderOf(orderId, locale))
    } catch (error) {
      console.warn('reorder', error)
      setState('failed')
    }
  }

  if (typeof state !== 'object') {
    return (
      <div className="reorder">
        <button
          type="button"
          className="btn btn--outline btn--small"
          disabled={state === 'loading'}
          onClick={() => void load()}
          data-testid="order-reorder"
        >
          {state === 'loading' ? t('order.reorder.loading') : t('order.reorder.action')}
        </button>
        {state === 'failed' && (
          <p className="form-message form-message--error" role="alert">
            {t('order.reorder.failed')}
          </p>
        )}
      </div>
    )
  }

  const changed = state.lines.filter((l) => l.change !== 'same')
  const rounded = state.lines.filter((l) => l.today?.rounded_from != null)
  const available = state.lines.flatMap((l) => (l.today ? [cartItemOfPriced(l.today, locale)] : []))
  return (
    <div className="reorder reorder--open" data-testid="reorder-changes" role="status">
      <b>{t('order.reorder.title')}</b>
      {changed.length === 0 ? (
        <p className="muted">{t('order.reorder.unchanged')}</p>
      ) : (
        <ul>
          {changed.map((l) => (
            <li key={l.line_id} data-change={l.change}>
              {l.change === 'price' || l.change === 'promo'
                ? t(`order.reorder.${l.change}`, {
                    name: l.name,
                    before: money(l.change === 'price' ? l.listed_price : l.paid_price),
                    after: money(l.today!.price),
                  })
                : t(`order.reorder.${l.change as 'preorder' | 'gone'}`, { name: l.name })}
            </li>
          ))}
        </ul>
      )}
      {rounded.length > 0 && (
        <ul data-testid="reorder-rounded">
          {rounded.map((l) => (
            <li key={l.line_id}>
              {l.name}: {t('wholesale_rules.pack_multiple', { pack: l.today!.pack_size })}.{' '}
              {t('wholesale_rules.rounded', { from: l.today!.rounded_from })}
            </li>
          ))}
        </ul>
      )}
      <div className="reorder__actions">
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={available.length === 0}
          data-testid="reorder-add"
          onClick={() => {
            addItemsToCart(available)
            setState('idle')
          }}
        >
          {t('order.reorder.add')}
        </button>
        <button type="button" className="btn btn--outline btn--small" onClick={() => setState('idle')}>
          {t('order.reorder.cancel')}
        </button>
      </div>
    </div>
  )
}
