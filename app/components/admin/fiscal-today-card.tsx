import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/use-locale'
import { fiscalTodayQuery } from '../../lib/admin-queries/dashboard'
import { useFormatters } from './formatters'

/**
 * The dashboard's fiscal card: today's receipts and their sum (sales less returns), the shift's
 * state, and how many receipts wait (a link to the list). Nothing when receipts are not issued.
 */
export function FiscalTodayCard() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const { data } = useQuery(fiscalTodayQuery(useLocale()))
  if (!data?.enabled) return null
  return (
    <div className="adm-card" data-testid="fiscal-today">
      <h2>{t('admin.fiscal.today_title')}</h2>
      <p>
        {t('admin.fiscal.today_count', { count: data.count })} · {fmt.money(data.sum)}
      </p>
      <p className="muted">
        {data.shift === null
          ? t('admin.fiscal.shift_none')
          : data.shift.state === 'open'
            ? t('admin.fiscal.shift_open', { at: fmt.dateTime(new Date(data.shift.opened_at).toISOString()) })
            : t('admin.fiscal.shift_closed', {
                at: fmt.dateTime(new Date(data.shift.closed_at ?? data.shift.opened_at).toISOString()),
              })}
      </p>
      {data.unfinished > 0 && (
        <Link to="/admin/receipts">{t('admin.fiscal.unfinished', { count: data.unfinished })}</Link>
      )}
    </div>
  )
}
