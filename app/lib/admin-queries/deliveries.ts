import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../domain/locale'
import { call, keysOf } from './query'

export const deliveryKeys = keysOf('deliveries')

/** Emails and Viber/SMS messages that did not get through, newest first. */
export const failedDeliveriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...deliveryKeys.all, 'failed', locale],
    queryFn: () => call(locale, (api) => api.admin.deliveries.failed.$get()),
  })

/** Sends one again; the answer is the list as it now stands. */
export const resendDelivery = (locale: Locale) =>
  mutationOptions({
    mutationFn: (id: number) =>
      call(locale, (api) => api.admin.deliveries[':id'].resend.$post({ param: { id: String(id) } })),
    onSuccess: (rows, _id, _result, { client }) => {
      client.setQueryData(failedDeliveriesQuery(locale).queryKey, rows)
      return client.invalidateQueries({ queryKey: deliveryKeys.all })
    },
  })
