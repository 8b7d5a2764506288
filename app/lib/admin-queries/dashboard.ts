import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { StaffSettings } from '../../contract/admin-staff'
import type { Locale } from '../../domain/locale'
import { call, invalidates, keysOf } from './query'

export const dashboardKeys = keysOf('dashboard')

/** The start page's figures: sales, what waits, low stock, failed emails. */
export const summaryQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'summary', locale],
    queryFn: () => call(locale, (api) => api.admin.summary.$get()),
  })

/** Today's fiscal receipts and the shift (nothing shown when receipts are not issued). */
export const fiscalTodayQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'fiscal-today', locale],
    queryFn: () => call(locale, (api) => api.admin.fiscal.today.$get()),
  })

/** The low-stock threshold; the summary is read again, since its low-stock list follows it. */
export const saveStaffSettings = (locale: Locale) =>
  mutationOptions({
    mutationFn: (settings: StaffSettings) => call(locale, (api) => api.admin.settings.$patch({ json: settings })),
    onSuccess: invalidates(dashboardKeys.all),
  })
