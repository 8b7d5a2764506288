import { useTranslation } from 'react-i18next'
import type { AdminFiscalReceipt } from '../../contract/fiscal'
import { StatusBadge } from './fields'
import { useFormatters } from './formatters'

/** The badge colour of a receipt's state, as the order statuses use them. */
const BADGE = { issued: 'delivred', in_progress: 'created', rejected: 'payed_error', not_required: 'declined' } as const

/** One fiscal receipt as staff read it: what it is for, its state, fiscal number and link, and why it is not issued. */
export function FiscalReceiptLine({ receipt, children }: { receipt: AdminFiscalReceipt; children?: React.ReactNode }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  return (
    <li className="adm-receipt" data-testid="admin-fiscal-receipt" data-state={receipt.state}>
      <div className="adm-inline">
        <strong>{t(`admin.fiscal.type_${receipt.type}`)}</strong>
        <span>{fmt.money(receipt.amount)}</span>
        <StatusBadge status={BADGE[receipt.state]} label={t(`admin.fiscal.state_${receipt.state}`)} />
      </div>
      {receipt.fiscal_code && (
        <div>
          {t('admin.fiscal.fiscal_code')}: <span data-testid="admin-fiscal-code">{receipt.fiscal_code}</span>
          {receipt.url && (
            <>
              {' · '}
              <a href={receipt.url} target="_blank" rel="noopener noreferrer">
                {t('admin.fiscal.open')}
              </a>
            </>
          )}
        </div>
      )}
      {receipt.state !== 'issued' && receipt.error && (
        <div className="muted">
          {t('admin.fiscal.reason')}:{' '}
          {receipt.error_kind === 'provider'
            ? receipt.error
            : t(`admin.fiscal.error_${receipt.error_kind ?? 'provider'}`)}
          {receipt.attempts > 0 && ` (${t('admin.fiscal.attempts', { count: receipt.attempts })})`}
        </div>
      )}
      {children}
    </li>
  )
}
