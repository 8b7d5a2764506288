import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StockAlertRequest } from '../../contract/alerts'
import { checkEmail } from '../../domain/account-rules'
import { useLocale } from '../../i18n/use-locale'
import { ApiError, apiFetch, isRateLimited } from '../../lib/api-client'
import { authFetch } from '../../lib/auth/auth-fetch'
import { useBuyer } from '../../lib/buyer'

/** `watch` asks for stock and, when the variant is in stock already, for a lower price instead (the wishlist). */
export type AlertAsk = 'stock' | 'price' | 'watch'
type State = 'idle' | 'email' | 'sending' | 'stock' | 'price' | 'error'

const isInStock = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.fields?.variant_code?.[0] === 'in_stock'

/**
 * "Tell me when it is back" (or cheaper): one tap for a signed-in buyer (the account's email), an
 * email field first for a guest. What the server answers never says whether the address asked before.
 */
export function StockAlert({ code, ask, className }: { code: string; ask: AlertAsk; className?: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { signedIn } = useBuyer()
  const inputId = useId()
  const [state, setState] = useState<State>('idle')
  const [email, setEmail] = useState('')
  const [error, setError] = useState('')

  const post = (json: StockAlertRequest) =>
    signedIn
      ? authFetch((api) => api.alerts.$post({ json }), { locale })
      : apiFetch((api) => api.alerts.$post({ json }), { locale })

  async function send() {
    const address = signedIn ? undefined : email.trim()
    if (address !== undefined && checkEmail(address)) {
      setError(t('stock_alert.email_invalid'))
      return
    }
    setState('sending')
    setError('')
    const first = ask === 'price' ? 'price' : 'stock'
    try {
      await post({ variant_code: code, kind: first, email: address })
      setState(first)
    } catch (e) {
      if (ask === 'watch' && isInStock(e)) {
        await post({ variant_code: code, kind: 'price', email: address }).then(
          () => setState('price'),
          (again: unknown) => fail(again),
        )
      } else fail(e)
    }
  }

  function fail(e: unknown) {
    setState(signedIn ? 'error' : 'email')
    setError(
      isInStock(e)
        ? t('stock_alert.in_stock')
        : isRateLimited(e)
          ? t('stock_alert.too_many')
          : e instanceof ApiError && e.fields?.email
            ? t('stock_alert.email_invalid')
            : t('stock_alert.failed'),
    )
  }

  const label =
    ask === 'price'
      ? t('stock_alert.ask_price')
      : ask === 'watch'
        ? t('stock_alert.ask_watch')
        : t('stock_alert.ask_stock')
  if (state === 'stock' || state === 'price')
    return (
      <p className={`stock-alert stock-alert--done ${className ?? ''}`} role="status" data-testid="stock-alert-done">
        {state === 'stock' ? t('stock_alert.done_stock') : t('stock_alert.done_price')}
      </p>
    )
  return (
    <div className={`stock-alert ${className ?? ''}`} data-testid="stock-alert">
      {state === 'idle' || (signedIn && state !== 'email') ? (
        <button
          type="button"
          className="stock-alert__ask"
          disabled={state === 'sending'}
          onClick={() => (signedIn ? void send() : setState('email'))}
          data-testid="stock-alert-ask"
        >
          {label}
        </button>
      ) : (
        <form
          className="stock-alert__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void send()
          }}
        >
          <label htmlFor={inputId} className="stock-alert__label">
            {t('stock_alert.email_label')}
          </label>
          <div className="stock-alert__row">
            <input
              id={inputId}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
              className="stock-alert__input"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error !== ''}
              data-testid="stock-alert-email"
            />
            <button type="submit" className="btn btn--primary btn--small" disabled={state === 'sending'}>
              {t('stock_alert.submit')}
            </button>
          </div>
        </form>
      )}
      {error && (
        <p className="stock-alert__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
