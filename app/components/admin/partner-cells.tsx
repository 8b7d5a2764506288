import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/use-locale'
import { certificateQuery, decide, type PartnerQueue } from '../../lib/admin-queries/partners'
import { FormError } from './fields'

/** Approve or decline; a decline asks for the reason the partner will read. */
export function Decision({
  of,
  id,
  name,
  onDone,
}: {
  of: PartnerQueue
  id: number
  name: string
  onDone: (notice: string) => void
}) {
  const { t } = useTranslation()
  const decision = useMutation(decide(useLocale()))
  function choose(approve: boolean) {
    const reason = approve ? undefined : window.prompt(t('admin.partners.reason'))
    if (!approve && !reason) return
    decision.mutate(
      { of, id, reason: reason ?? undefined },
      {
        onSuccess: () =>
          onDone(t(approve ? 'admin.partners.approved_notice' : 'admin.partners.declined_notice', { name })),
      },
    )
  }
  return (
    <div className="adm-inline" onClick={(e) => e.stopPropagation()}>
      <button
        type="button"
        className="btn btn--primary btn--small"
        disabled={decision.isPending}
        onClick={() => choose(true)}
        data-testid="approve"
      >
        {t('admin.partners.approve')}
      </button>
      <button
        type="button"
        className="btn btn--danger btn--small"
        disabled={decision.isPending}
        onClick={() => choose(false)}
      >
        {t('admin.partners.decline')}
      </button>
      <FormError error={decision.error} />
    </div>
  )
}

/** The applicant's certificate, fetched with the staff member's token once asked for. */
export function Certificate({ id }: { id: number }) {
  const { t } = useTranslation()
  const [asked, setAsked] = useState(false)
  const photo = useQuery({ ...certificateQuery(useLocale(), id), enabled: asked })
  if (photo.data) return <img className="adm-cert" src={photo.data} alt={t('admin.partners.certificate')} />
  return (
    <button type="button" className="btn btn--ghost btn--small" onClick={() => setAsked(true)}>
      {photo.isError ? t('admin.partners.no_certificate') : t('admin.partners.show_certificate')}
    </button>
  )
}

/** What the last decision did, kept above the list after its row leaves the filtered table. */
export function Notice({ text }: { text: string | null }) {
  return text ? (
    <p className="adm-alert adm-alert--ok" role="status" data-testid="partner-notice">
      {text}
    </p>
  ) : null
}
