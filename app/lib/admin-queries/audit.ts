import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ListSearch } from '../../contract/admin-lists'
import type { Locale } from '../../domain/locale'
import { call, keysOf, listQuery } from './query'

export const auditKeys = keysOf('audit')

/** Rows on a page of the audit log: its entries are short, so a page holds twice a table's. */
const AUDIT_ROWS = 50

/** Who changed what, newest first, narrowed to one kind of object (and one of them). */
export const auditQuery = (locale: Locale, search: ListSearch) => {
  const query = listQuery(search, AUDIT_ROWS)
  return queryOptions({
    queryKey: [...auditKeys.all, query, locale],
    queryFn: () => call(locale, (api) => api.admin.audit.$get({ query })),
    placeholderData: keepPreviousData,
  })
}
