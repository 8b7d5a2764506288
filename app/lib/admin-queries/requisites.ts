import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ListSearch } from '../../contract/admin-lists'
import type { Locale } from '../../domain/locale'
import { customerKeys } from './customers'
import { call, invalidatesSettled, keysOf, listQuery, write } from './query'

export const requisiteKeys = keysOf('requisite-changes')

/** Partners' changes of company requisites (the page's filters and its page). */
export const requisiteChangesQuery = (locale: Locale, search: ListSearch) => {
  const query = listQuery(search)
  return queryOptions({
    queryKey: [...requisiteKeys.all, 'list', query, locale],
    queryFn: () => call(locale, (api) => api.admin['requisite-changes'].$get({ query })),
    placeholderData: keepPreviousData,
  })
}

/** How many changes wait for staff, for the partners page's notice. */
export const pendingRequisitesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...requisiteKeys.all, 'pending', locale],
    queryFn: () =>
      call(locale, (api) => api.admin['requisite-changes'].$get({ query: { status: 'pending', limit: '1' } })),
    select: (page) => page.count,
  })

/** Approves, or rejects with an optional reason the partner reads in the profile. */
export const decideRequisites = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ id, approve, reason }: { id: number; approve: boolean; reason?: string }) => {
      const param = { id: String(id) }
      return write(locale, (api) =>
        approve
          ? api.admin['requisite-changes'][':id'].approve.$post({ param })
          : api.admin['requisite-changes'][':id'].reject.$post({ param, json: reason ? { reason } : {} }),
      )
    },
    onSettled: invalidatesSettled(requisiteKeys.all, customerKeys.all),
  })
