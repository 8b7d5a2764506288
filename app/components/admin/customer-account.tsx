import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminCustomerDetail } from '../../contract/admin-customers'
import { useLocale } from '../../i18n/use-locale'
import { resendActivation, setBlocked } from '../../lib/admin-queries/customers'
import { useAdminViewer } from './admin-shell'
import { FormError } from './fields'
import { useFormatters } from './formatters'

/**
 * Blocking (admins only, never oneself) and the activation link for an account that never
 * activated. The state line and the button follow the customer's record, which the block's answer
 * updates at once; the notice says what the last click did.
 */
export function AccountCard({ customer }: { customer: AdminCustomerDetail }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const fmt = useFormatters()
  const viewer = useAdminViewer()
  const block = useMutation(setBlocked(locale))
  const resend = useMutation(resendActivation(locale))
  const [notice, setNotice] = useState('')
  const blocked = customer.blocked_at !== null
  const busy = block.isPending || resend.isPending

  function toggleBlocked() {
    const next = !blocked
    if (next && !window.confirm(t('admin.customer.confirm_block'))) return
    setNotice('')
    block.mutate(
      { id: customer.id, blocked: next },
      { onSuccess: () => setNotice(t(next ? 'admin.customer.blocked_done' : 'admin.customer.unblocked_done')) },
    )
  }

  return (
    <div className="adm-card" data-testid="customer-account">
      <h2>{t('admin.customer.account')}</h2>
      <p data-testid="customer-blocked">
        {blocked ? (
          <b>{t('admin.customer.blocked_since', { date: fmt.dateTime(customer.blocked_at!) })}</b>
        ) : (
          t('admin.customer.not_blocked')
        )}
      </p>
      <div className="adm-inline">
        {viewer.role === 'admin' && viewer.id !== customer.id && (
          <button
            type="button"
            className={blocked ? 'btn btn--outline btn--small' : 'btn btn--danger btn--small'}
            disabled={busy}
            onClick={toggleBlocked}
            data-testid="customer-block"
          >
            {t(blocked ? 'admin.customer.unblock' : 'admin.customer.block')}
          </button>
        )}
        {!customer.is_active && !blocked && (
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={busy}
            onClick={() =>
              resend.mutate({ id: customer.id }, { onSuccess: () => setNotice(t('admin.customer.resent')) })
            }
            data-testid="customer-resend"
          >
            {t('admin.customer.resend')}
          </button>
        )}
      </div>
      {viewer.role !== 'admin' && <p className="muted">{t('admin.customer.admins_block')}</p>}
      {notice && (
        <p className="adm-alert adm-alert--ok" role="status" style={{ marginTop: 12 }}>
          {notice}
        </p>
      )}
      <FormError error={block.error ?? resend.error} />
    </div>
  )
}
