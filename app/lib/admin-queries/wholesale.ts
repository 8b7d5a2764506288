import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { WholesaleSettingsDto } from '../../contract/wholesale'
import type { Locale } from '../../domain/locale'
import { call, keysOf } from './query'

export const wholesaleKeys = keysOf('wholesale')

/** The least goods total of a partner's order. */
export const wholesaleSettingsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...wholesaleKeys.all, 'settings', locale],
    queryFn: () => call(locale, (api) => api.admin.settings.wholesale.$get()),
  })

export const saveWholesaleSettings = (locale: Locale) =>
  mutationOptions({
    mutationFn: (body: WholesaleSettingsDto) =>
      call(locale, (api) => api.admin.settings.wholesale.$patch({ json: body })),
    onSuccess: (saved, _vars, _result, { client }) =>
      client.setQueryData(wholesaleSettingsQuery(locale).queryKey, saved),
  })
