import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ListSearch } from '../../contract/admin-lists'
import type { PromoCreateInput } from '../../contract/admin-promo'
import type { Locale } from '../../domain/locale'
import { call, invalidates, keysOf, listQuery } from './query'

export const promoKeys = keysOf('promo-codes')

/** One page of promo codes as the table's address filters and sorts them. */
export const promoCodesQuery = (locale: Locale, search: ListSearch) => {
  const query = listQuery(search)
  return queryOptions({
    queryKey: [...promoKeys.all, query, locale],
    queryFn: () => call(locale, (api) => api.admin['promo-codes'].$get({ query })),
    placeholderData: keepPreviousData,
  })
}

export const savePromoCode = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ id, body }: { id: number | 'new'; body: PromoCreateInput }) =>
      call(locale, (api) =>
        id === 'new'
          ? api.admin['promo-codes'].$post({ json: body })
          : api.admin['promo-codes'][':id'].$patch({ param: { id: String(id) }, json: body }),
      ),
    onSuccess: invalidates(promoKeys.all),
  })
