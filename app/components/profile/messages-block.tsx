import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../../domain/locale'
import { messagesQuery, saveMessages } from '../../lib/store-queries/account'
import { useStoreMutation, useStoreQuery } from '../../lib/store-queries/use-store-query'

/** The buyer's standing wish for Viber/SMS messages about orders; saved as soon as the box changes. */
export function MessagesBlock({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const stored = useStoreQuery(messagesQuery(locale))
  const save = useStoreMutation(saveMessages(locale))
  // The box shows the click at once; the stored answer replaces it, a failure puts it back.
  const [clicked, setClicked] = useState<boolean | null>(null)
  const [state, setState] = useState<'idle' | 'saved' | 'failed'>('idle')
  const optIn = save.isPending && clicked !== null ? clicked : stored.error ? false : stored.data?.opt_in

  async function change(next: boolean) {
    setClicked(next)
    setState('idle')
    try {
      await save.mutate(next)
      setState('saved')
    } catch {
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
          disabled={optIn === undefined || save.isPending}
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
