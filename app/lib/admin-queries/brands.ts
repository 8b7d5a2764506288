import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { BrandCreate } from '../../contract/admin-catalogue'
import type { Locale } from '../../domain/locale'
import { call, keysOf } from './query'

export const brandKeys = keysOf('brands')

/** Every brand with its product count (the table and the promo codes' brand choice). */
export const brandsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...brandKeys.all, locale],
    queryFn: () => call(locale, (api) => api.admin.brands.$get()),
  })

/** A new brand, or an edit of one; the answer is the whole list again. */
export const saveBrand = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ id, body }: { id: number | 'new'; body: BrandCreate }) =>
      call(locale, (api) =>
        id === 'new'
          ? api.admin.brands.$post({ json: body })
          : api.admin.brands[':id'].$patch({ param: { id: String(id) }, json: body }),
      ),
    onSuccess: (rows, _vars, _result, { client }) => {
      client.setQueryData(brandsQuery(locale).queryKey, rows)
      return client.invalidateQueries({ queryKey: brandKeys.all })
    },
  })

/** Deleted for good, only while nothing refers to it (the server answers 409 naming why otherwise). */
export const deleteBrand = (locale: Locale) =>
  mutationOptions({
    mutationFn: (id: number) => call(locale, (api) => api.admin.brands[':id'].$delete({ param: { id: String(id) } })),
    onSuccess: (rows, _vars, _result, { client }) => {
      client.setQueryData(brandsQuery(locale).queryKey, rows)
      return client.invalidateQueries({ queryKey: brandKeys.all })
    },
  })

/** The brand's logo, sized in the browser. */
export const uploadBrandImage = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ id, image }: { id: number; image: File }) =>
      call(locale, (api) => api.admin.brands[':id'].image.$post({ param: { id: String(id) }, form: { image } })),
    onSuccess: (rows, _vars, _result, { client }) => client.setQueryData(brandsQuery(locale).queryKey, rows),
  })
