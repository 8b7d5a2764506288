import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../../domain/locale'
import { apiFetch } from '../../lib/api-client'
import { FormMessage } from './form-fields'

/** The emailed /activate/{uid}/{token}/ link: activates on load, then says whether it worked. */
export function ActivationView({ uid, token, locale }: { uid: string; token: string; locale: Locale }) {
  const { t } = useTranslation()
  const [state, setState] = useState<'loading' | 'done' | 'failed'>('loading')
  const sent = useRef(false)

  useEffect(() => {
    // Once per page: a second post of a used token would answer 401 and hide the success.
    if (sent.current) return
    sent.current = true
    apiFetch((api) => api.auth.users.activation.$post({ json: { uid, token } }), { locale })
      .then(() => setState('done'))
      .catch((error: unknown) => {
        console.warn('activation', error)
        setState('failed')
      })
  }, [uid, token, locale])

  return (
    <div className="auth-result" data-testid="activation" aria-busy={state === 'loading'}>
      {state === 'loading' && (
        <p className="auth-result__loading" role="status">
          <span className="spinner spinner--small" aria-hidden="true" /> {t('accounts.activation.loading')}
        </p>
      )}
      {state === 'done' && (
        <>
          <FormMessage kind="success">{t('accounts.activation.success')}</FormMessage>
          <Link to="/login" className="btn btn--primary">
            {t('accounts.activation.login')}
          </Link>
        </>
      )}
      {state === 'failed' && (
        <>
          <FormMessage kind="error">{t('accounts.activation.error')}</FormMessage>
          <div className="auth-result__actions">
            <Link to="/login" className="btn btn--outline">
              {t('accounts.activation.login')}
            </Link>
            <Link to="/registration" className="btn btn--ghost">
              {t('accounts.activation.register')}
            </Link>
          </div>
        </>
      )}
    </div>
  )
}
