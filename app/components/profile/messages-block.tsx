import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../../domain/locale'
import { authFetch } from '../../lib/auth/auth-fetch'

/** The buyer's standing wish for Viber/SMS messages about orders; saved as soon as the box changes. */
export function MessagesBlock({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const [optIn, setOptIn] = useState<boolean | null>(null)
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle')
  useEffect(() => {
    let live = true
    authFetch((api) => api.account.messages.$get(), { locale })
      .then((answer) => live && setOptIn(answer.opt_in))
      .catch(() => live && setOptIn(false))
    return () => {
      live = false
    }
  }, [locale])

  async function change(next: boolean) {
    setOptIn(next)
    setState('saving')
    try {
      const answer = await authFetch((api) => api.account.messages.$put({ json: { opt_in: next } }), { locale })
      setOptIn(answer.opt_in)
      setState('saved')
    } catch {
      setOptIn(!next)
      setState('failed')
    }
  }

  return (
    <section className="pblock" data-testid="messages-preference">
      <div className="pblock__head">
        <h3 className="pblock__title">{t('accounts.messages.title')}</h3>
      </div>
      <label className="opt-in">
        <input
          type="checkbox"
          checked={optIn === true}
          disabled={optIn === null || state === 'saving'}
          onChange={(e) => void change(e.currentTarget.checked)}
        />
        <span>
          {t('accounts.messages.opt_in')}
          <small className="opt-in__hint">{t('accounts.messages.hint')}</small>
        </span>
      </label>
      {state === 'saved' && <p role="status">{t('accounts.messages.saved')}</p>}
      {state === 'failed' && (
        <p className="form-error" role="alert">
          {t('accounts.messages.failed')}
        </p>
      )}
    </section>
  )
}
