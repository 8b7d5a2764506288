import { useTranslation } from 'react-i18next'
import type { Company } from '../../contract/account'
import { changedRequisites, type RequisiteValues } from '../../domain/company-requisites'
import type { Locale } from '../../domain/locale'
import { formatShortDate } from '../../lib/content-date'
import { FormMessage } from '../account/form-fields'

const LABELS: Record<keyof RequisiteValues, string> = {
  name: 'accounts.company.name',
  code: 'accounts.company.code',
  email: 'accounts.company.email',
  iban: 'accounts.company.iban',
  director: 'accounts.company.director',
  adress: 'accounts.company.address',
}

/**
 * What became of the partner's latest change of requisites: while it waits, the values asked for
 * beside the form's approved ones; once decided, staff's answer (and reason on a rejection).
 */
export function RequisiteNotice({ company, locale }: { company: Company; locale: Locale }) {
  const { t } = useTranslation()
  const change = company.requisite_change
  if (!change) return null
  const date = formatShortDate(change.decided_at ?? change.created, locale)
  if (change.status === 'approved')
    return (
      <FormMessage kind="success" testId="requisites-decision">
        {t('accounts.company.approved_body', { date })}
      </FormMessage>
    )
  if (change.status === 'rejected')
    return (
      <FormMessage kind="error" testId="requisites-decision">
        {t('accounts.company.rejected_body', { date })}
        {change.reason && <> {t('accounts.company.rejected_reason', { reason: change.reason })}</>}
      </FormMessage>
    )
  return (
    <div className="requisites-pending" role="status" data-testid="requisites-pending">
      <p className="requisites-pending__title">{t('accounts.company.pending_title')}</p>
      <p>{t('accounts.company.pending_body')}</p>
      <dl>
        {changedRequisites(company, change).map((f) => (
          <div key={f}>
            <dt>{t(LABELS[f])}</dt>
            <dd data-testid={`pending-${f}`}>{change[f] || t('accounts.company.empty_value')}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
