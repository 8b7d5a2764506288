import { mutationOptions } from '@tanstack/react-query'
import type { OrderReturnRequest } from '../../contract/admin-orders'
import type { Locale } from '../../domain/locale'
import { dashboardKeys } from './dashboard'
import { orderKeys, receiptKeys } from './order-keys'
import { showsOrder } from './orders'
import { productKeys } from './products'
import { call } from './query'

/**
 * Goods that came back to an order: the order as it now is at once; its receipts (a return receipt),
 * stock (restocked lines) and the day's figures load again.
 */
export const createReturn = (id: string, locale: Locale) =>
  mutationOptions({
    mutationFn: (json: OrderReturnRequest) =>
      call(locale, (api) => api.admin.orders[':id'].returns.$post({ param: { id }, json })),
    onSuccess: (answer, variables, result, context) =>
      showsOrder(id, locale, [orderKeys.lists, receiptKeys.all, productKeys.all, dashboardKeys.all])(
        answer.order,
        variables,
        result,
        context,
      ),
  })
