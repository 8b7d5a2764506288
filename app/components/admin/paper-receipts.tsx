import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/use-locale'
import { orderReceiptsQuery } from '../../lib/admin-queries/receipts'
import { useFormatters } from './formatters'

/** The invoice's line of issued fiscal receipts: their fiscal numbers and sums (nothing before one is issued). */
export function PaperReceipts({ id }: { id: string }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const { data } = useQuery(orderReceiptsQuery(id, useLocale()))
  const issued = (data ?? []).filter((r) => r.state === 'issued')
  if (issued.length === 0) return null
  return (
    <p className="adm-paper__note" data-testid="paper-receipts">
      {t('admin.fiscal.paper_line')}{' '}
      {issued
        .map((r) => `${t(`admin.fiscal.type_${r.type}`)} № ${r.fiscal_code ?? '—'} (${fmt.money(r.amount)})`)
        .join('; ')}
    </p>
  )
}
