import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/use-locale'
import { markHandled } from '../../lib/admin-queries/inbox'
import { downloadCsv } from '../../lib/admin-session'
import { listQuery } from '../../lib/admin-queries/query'
import type { ListSearch } from '../../contract/admin-lists'

/** The "handled" tick of a lead or a message. */
export function Handled({ of, id, handled }: { of: 'leads' | 'messages'; id: number; handled: boolean }) {
  const { t } = useTranslation()
  const mark = useMutation(markHandled(useLocale()))
  return (
    <label className="adm-check" onClick={(e) => e.stopPropagation()}>
      <input
        type="checkbox"
        checked={handled}
        disabled={mark.isPending}
        onChange={(e) => mark.mutate({ of, id, handled: e.target.checked })}
      />
      {t('admin.inbox.handled')}
    </label>
  )
}

/** The tab's rows as the filters narrow them (not sorted or paged), as a CSV file named after the tab. */
export function ExportCsv({ of, name, search }: { of: 'leads' | 'messages'; name: string; search: ListSearch }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { q, handled, kind } = listQuery(search)
  const query = Object.fromEntries(Object.entries({ q, handled, kind }).filter(([, v]) => v !== undefined))
  return (
    <button
      type="button"
      className="btn btn--outline btn--small"
      onClick={() =>
        downloadCsv(
          of === 'leads'
            ? (api) => api.admin.inbox.leads['export.csv'].$get({ query })
            : (api) => api.admin.inbox.messages['export.csv'].$get({ query }),
          locale,
          name,
        )
      }
    >
      {t('admin.common.export_csv')}
    </button>
  )
}
