import type { MutationOptions } from '@tanstack/query-core'
import type { Company } from '../../contract/account'
import type { Locale } from '../../domain/locale'
import type { ApiError } from '../api-client'
import { setCompany } from '../auth/session'
import { invalidates, keysOf, signedIn } from './query'
import { storeQuery } from './use-store-query'

/** The signed-in buyer's own records in the profile: message preference, saved addresses, company. */
export const accountKeys = keysOf('account')

export const messagesQuery = (locale: Locale) =>
  storeQuery({
    queryKey: [...accountKeys.all, 'messages', locale],
    queryFn: () => signedIn(locale, (api) => api.account.messages.$get()),
  })

/** Saves the Viber/SMS wish; the answer is the preference as stored, written into the read at once. */
export const saveMessages = (locale: Locale): MutationOptions<{ opt_in: boolean }, ApiError, boolean> => ({
  mutationFn: (optIn) => signedIn(locale, (api) => api.account.messages.$put({ json: { opt_in: optIn } })),
  onSuccess: (answer, _optIn, _result, { client }) => {
    client.setQueryData(messagesQuery(locale).queryKey, answer)
  },
})

export const courierAddressQuery = (locale: Locale) =>
  storeQuery({
    queryKey: [...accountKeys.all, 'courier-address', locale],
    queryFn: () => signedIn(locale, (api) => api.company['user-courier-address'].$get()),
  })

type CourierAddress = { street: string; house: string; apartment: string }
export const saveCourierAddress = (locale: Locale): MutationOptions<unknown, ApiError, CourierAddress> => ({
  mutationFn: (json) => signedIn(locale, (api) => api.company['user-courier-address'].$post({ json })),
  // §4: a successful save fetches the data again.
  onSuccess: invalidates(courierAddressQuery(locale).queryKey),
})

export const newPostAddressQuery = (locale: Locale) =>
  storeQuery({
    queryKey: [...accountKeys.all, 'new-post-address', locale],
    queryFn: () => signedIn(locale, (api) => api.company['user-new-post-address'].$get()),
  })

type NewPostAddress = { city: string; branch: string; settlement_ref?: string; warehouse_ref?: string }
export const saveNewPostAddress = (
  locale: Locale,
): MutationOptions<Record<string, unknown>, ApiError, NewPostAddress> => ({
  mutationFn: (json) => signedIn(locale, (api) => api.company['user-new-post-address'].$post({ json })),
  // The answer is the saved address: the list's first row, as the next read would answer it.
  onSuccess: (row, _body, _result, { client }) => {
    client.setQueryData(newPostAddressQuery(locale).queryKey, [row])
  },
})

/** The wholesaler's company (the first of the list); the session's copy follows every answer. */
export const companyQuery = (locale: Locale) =>
  storeQuery({
    queryKey: [...accountKeys.all, 'company', locale],
    queryFn: async () => {
      const first = (await signedIn(locale, (api) => api.company.company.$get()))[0] ?? null
      setCompany(first)
      return first
    },
  })

export const updateCompany = (
  locale: Locale,
): MutationOptions<Company, ApiError, { id: number; patch: Partial<Record<string, string>> }> => ({
  mutationFn: ({ id, patch }) =>
    signedIn(locale, (api) => api.company.company[':id'].$patch({ param: { id: String(id) }, json: patch })),
  onSuccess: (saved, _change, _result, { client }) => {
    setCompany(saved)
    client.setQueryData(companyQuery(locale).queryKey, saved)
  },
})
