import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CartItem } from '../../domain/cart'
import type { Locale } from '../../domain/locale'
import { PROMO_REFUSAL_CODES, type PromoEffect, promoTermsFromWire } from '../../domain/promo'
import { ApiError, isRateLimited } from '../../lib/api-client'
import { useMoney } from '../ui/use-money'
import { applyPromoCode } from './submit-order'
import type { Checkout } from './use-checkout'

/** One text per effect of a usable code (app/domain/promo.ts). */
const EFFECT_TEXT: Record<PromoEffect, string> = {
  applied: 'order.promo_success',
  no_brand_lines: 'order.promo_no_lines',
  sale_price_lower: 'order.promo_not_lower',
  partner_price_lower: 'order.promo_partner_price_lower',
}
const EFFECT_TONE: Record<PromoEffect, 'ok' | 'note' | 'error'> = {
  applied: 'ok',
  no_brand_lines: 'error',
  sale_price_lower: 'note',
  partner_price_lower: 'note',
}

/** The server's reason for refusing a code (expired, spent, unknown), as its text key; the general one otherwise. */
function refusalKey(error: unknown): string | undefined {
  const code = error instanceof ApiError ? error.codes?.code : undefined
  return code && (PROMO_REFUSAL_CODES as readonly string[]).includes(code) ? `order.promo_errors.${code}` : undefined
}

/**
 * Spec §7/§8 promo: apply-promo answers discount and brand; failure shows order.promo_error, or the
 * rate-limit text when the shop refuses more attempts for a minute.
 */
export function PromoField({
  checkout,
  cart,
  locale,
}: {
  checkout: Checkout
  cart: readonly CartItem[]
  locale: Locale
}) {
  const { t } = useTranslation()
  const money = useMoney()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const { promo, promoError } = checkout

  const apply = async () => {
    // A press while the code is being checked is ignored (the button is only aria-disabled, to keep the focus).
    if (busy || !code.trim()) return
    setBusy(true)
    try {
      checkout.promoApplied(await applyPromoCode(code.trim(), cart, locale))
    } catch (error) {
      checkout.promoApplied(null, isRateLimited(error) ? 'content.errors.rate_limited' : refusalKey(error))
    } finally {
      setBusy(false)
    }
  }

  const terms = promo ? promoTermsFromWire(promo.discount) : null
  const discount = terms ? (terms.kind === 'percent' ? `${terms.amount}%` : money(terms.amount)) : ''
  // What the code does, by the server's rule for this buyer: the quote of the cart as it is now, else
  // the answer of the apply (the cart it was applied to).
  const effect = checkout.quote && !checkout.quotePending ? checkout.quote.promo_effect : (promo?.effect ?? null)
  const promoNote =
    promo && effect
      ? { tone: EFFECT_TONE[effect], text: t(EFFECT_TEXT[effect], { discount, brand: promo.brand }) }
      : null

  return (
    <div className="field">
      <label className="field__label" htmlFor="promo-code">
        {t('order.promo')}
        <small>({t('order.optional')})</small>
      </label>
      <div className="promo">
        <input
          id="promo-code"
          className="field__input"
          value={code}
          placeholder={t('order.promo_placeholder')}
          maxLength={40}
          autoComplete="off"
          aria-invalid={promoError ? true : undefined}
          aria-describedby={promoError ? 'promo-error' : undefined}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              void apply()
            }
          }}
        />
        {promo ? (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              checkout.clearPromo()
              setCode('')
            }}
          >
            {t('order.promo_remove')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--outline"
            disabled={!code.trim()}
            aria-disabled={busy || undefined}
            onClick={() => void apply()}
            data-testid="promo-apply"
          >
            {t('order.promo_apply')}
          </button>
        )}
      </div>
      <p className="promo-msg" role="status" aria-live="polite" data-testid="promo-message">
        {promoNote && <span className={`promo-msg--${promoNote.tone}`}>{promoNote.text}</span>}
        {promoError && (
          <span id="promo-error" className="promo-msg--error">
            {t(promoError)}
          </span>
        )}
      </p>
    </div>
  )
}
