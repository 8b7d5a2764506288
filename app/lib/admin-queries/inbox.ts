import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ListSearch } from '../../contract/admin-lists'
import type { Locale } from '../../domain/locale'
import { call, invalidates, keysOf, listQuery, write } from './query'

export const inboxKeys = keysOf('inbox')

/** Wholesale leads from the /opt form. */
export const leadsQuery = (locale: Locale, search: ListSearch) => {
  const query = listQuery(search)
  return queryOptions({
    queryKey: [...inboxKeys.all, 'leads', query, locale],
    queryFn: () => call(locale, (api) => api.admin.inbox.leads.$get({ query })),
    placeholderData: keepPreviousData,
  })
}

/** Contact-form messages or recall requests, as the tab (`kind`) names them. */
export const messagesQuery = (locale: Locale, search: ListSearch & { kind: 'contact' | 'recall' }) => {
  const query = listQuery(search)
  return queryOptions({
    queryKey: [...inboxKeys.all, 'messages', query, locale],
    queryFn: () => call(locale, (api) => api.admin.inbox.messages.$get({ query })),
    placeholderData: keepPreviousData,
  })
}

/** Marks a lead or a message handled, or open again. */
export const markHandled = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ of, id, handled }: { of: 'leads' | 'messages'; id: number; handled: boolean }) =>
      write(locale, (api) => api.admin.inbox[of][':id'].$patch({ param: { id: String(id) }, json: { handled } })),
    onSuccess: invalidates(inboxKeys.all),
  })
