import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../domain/locale'
import { call, keysOf } from './query'

export const healthKeys = keysOf('health')

/** What needs a person: read again every minute while the page is open (the Cron Trigger's pace). */
export const healthQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...healthKeys.all, locale],
    queryFn: () => call(locale, (api) => api.admin.health.$get()),
    refetchInterval: 60_000,
  })
