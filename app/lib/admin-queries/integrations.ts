import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../domain/locale'
import { call, invalidates, keysOf, write } from './query'

export const integrationKeys = keysOf('integrations')

/** The ERP's keys: their names, when made and when revoked (never the key itself). */
export const integrationKeysQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...integrationKeys.all, locale],
    queryFn: () => call(locale, (api) => api.admin['integration-keys'].$get()),
  })

/** A new key: the answer holds it, shown once. */
export const createIntegrationKey = (locale: Locale) =>
  mutationOptions({
    mutationFn: (name: string) => call(locale, (api) => api.admin['integration-keys'].$post({ json: { name } })),
    onSuccess: invalidates(integrationKeys.all),
  })

export const revokeIntegrationKey = (locale: Locale) =>
  mutationOptions({
    mutationFn: (id: number) =>
      write(locale, (api) => api.admin['integration-keys'][':id'].revoke.$post({ param: { id: String(id) } })),
    onSuccess: invalidates(integrationKeys.all),
  })
