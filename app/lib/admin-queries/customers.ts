import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ListSearch } from '../../contract/admin-lists'
import type { Locale } from '../../domain/locale'
import type { UserRole } from '../../domain/staff-role'
import { call, invalidates, keysOf, listQuery, write } from './query'

export const customerKeys = keysOf('users')

/** Accounts with their roles, as the table's address filters them. */
export const usersQuery = (locale: Locale, search: ListSearch) => {
  const query = listQuery(search)
  return queryOptions({
    queryKey: [...customerKeys.all, 'list', query, locale],
    queryFn: () => call(locale, (api) => api.admin.users.$get({ query })),
    placeholderData: keepPreviousData,
  })
}

/** One customer: the account, orders, reviews and partner status. */
export const customerQuery = (locale: Locale, id: string) =>
  queryOptions({
    queryKey: [...customerKeys.all, 'one', id, locale],
    queryFn: () => call(locale, (api) => api.admin.users[':id'].$get({ param: { id } })),
  })

export const changeRole = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ id, role }: { id: number; role: UserRole }) =>
      write(locale, (api) => api.admin.users[':id'].role.$patch({ param: { id: String(id) }, json: { role } })),
    onSuccess: invalidates(customerKeys.all),
  })

/**
 * Blocks or unblocks. The answer's `blocked_at` goes into the customer's record at once, so the page
 * never shows the new notice beside the old state while the record reloads.
 */
export const setBlocked = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ id, blocked }: { id: number; blocked: boolean }) =>
      call(locale, (api) => api.admin.users[':id'].block.$post({ param: { id: String(id) }, json: { blocked } })),
    onSuccess: (answer, { id }, _result, { client }) => {
      client.setQueryData(customerQuery(locale, String(id)).queryKey, (customer) =>
        customer ? { ...customer, blocked_at: answer.blocked_at } : customer,
      )
      return client.invalidateQueries({ queryKey: customerKeys.all })
    },
  })

export const resendActivation = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ id }: { id: number }) =>
      write(locale, (api) => api.admin.users[':id']['resend-activation'].$post({ param: { id: String(id) } })),
  })
