import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ListSearch } from '../../contract/admin-lists'
import type { Locale } from '../../domain/locale'
import { adminBlob } from '../admin-session'
import { customerKeys } from './customers'
import { call, invalidatesSettled, keysOf, listQuery, write } from './query'

export const partnerKeys = keysOf('partners')
export type PartnerQueue = 'wholesale-requests' | 'partner-applications'

/** Wholesale registrations waiting for (or given) a decision. */
export const wholesaleRequestsQuery = (locale: Locale, search: ListSearch) => {
  const query = listQuery(search)
  return queryOptions({
    queryKey: [...partnerKeys.all, 'wholesale-requests', query, locale],
    queryFn: () => call(locale, (api) => api.admin['wholesale-requests'].$get({ query })),
    placeholderData: keepPreviousData,
  })
}

/** Applications from the /core/partner form. */
export const applicationsQuery = (locale: Locale, search: ListSearch) => {
  const query = listQuery(search)
  return queryOptions({
    queryKey: [...partnerKeys.all, 'partner-applications', query, locale],
    queryFn: () => call(locale, (api) => api.admin['partner-applications'].$get({ query })),
    placeholderData: keepPreviousData,
  })
}

/** The applicant's certificate photo, as a local address the page can show. */
export const certificateQuery = (locale: Locale, id: number) =>
  queryOptions({
    queryKey: [...partnerKeys.all, 'certificate', id, locale],
    queryFn: async () =>
      URL.createObjectURL(
        await adminBlob(
          (api) => api.admin['partner-applications'][':id'].certificate.$get({ param: { id: String(id) } }),
          locale,
        ),
      ),
    staleTime: Infinity,
  })

/** Approves, or declines with the reason the applicant reads; an approval changes the customer's status too. */
export const decide = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ of, id, reason }: { of: PartnerQueue; id: number; reason?: string }) => {
      const param = { id: String(id) }
      return write(locale, (api) =>
        reason === undefined
          ? api.admin[of][':id'].approve.$post({ param })
          : api.admin[of][':id'].decline.$post({ param, json: { reason } }),
      )
    },
    onSettled: invalidatesSettled(partnerKeys.all, customerKeys.all),
  })
