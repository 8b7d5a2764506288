import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { CategoryCreate } from '../../contract/admin-catalogue'
import type { Locale } from '../../domain/locale'
import { call, keysOf } from './query'

export const categoryKeys = keysOf('categories')

/** Every category with its product count, parents and subcategories alike. */
export const categoriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...categoryKeys.all, locale],
    queryFn: () => call(locale, (api) => api.admin.categories.$get()),
  })

/** A new category, or an edit of one; the answer is the whole list again. */
export const saveCategory = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ id, body }: { id: number | 'new'; body: CategoryCreate }) =>
      call(locale, (api) =>
        id === 'new'
          ? api.admin.categories.$post({ json: body })
          : api.admin.categories[':id'].$patch({ param: { id: String(id) }, json: body }),
      ),
    onSuccess: (rows, _vars, _result, { client }) => {
      client.setQueryData(categoriesQuery(locale).queryKey, rows)
      return client.invalidateQueries({ queryKey: categoryKeys.all })
    },
  })

/** Deleted for good, only while nothing refers to it (the server answers 409 naming why otherwise). */
export const deleteCategory = (locale: Locale) =>
  mutationOptions({
    mutationFn: (id: number) =>
      call(locale, (api) => api.admin.categories[':id'].$delete({ param: { id: String(id) } })),
    onSuccess: (rows, _vars, _result, { client }) => {
      client.setQueryData(categoriesQuery(locale).queryKey, rows)
      return client.invalidateQueries({ queryKey: categoryKeys.all })
    },
  })

/** The category's picture, sized in the browser. */
export const uploadCategoryImage = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ id, image }: { id: number; image: File }) =>
      call(locale, (api) => api.admin.categories[':id'].image.$post({ param: { id: String(id) }, form: { image } })),
    onSuccess: (rows, _vars, _result, { client }) => client.setQueryData(categoriesQuery(locale).queryKey, rows),
  })
