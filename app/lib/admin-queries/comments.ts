import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ListSearch } from '../../contract/admin-lists'
import type { Locale } from '../../domain/locale'
import type { ReviewModeration } from '../../domain/reviews'
import { call, invalidates, keysOf, listQuery, write } from './query'

export const commentKeys = keysOf('comments')
type Visibility = 'published' | 'hidden'

/** The newest reviews and questions across products, with their replies. */
export const commentsQuery = (locale: Locale, search: ListSearch) => {
  const query = listQuery(search, 20)
  return queryOptions({
    queryKey: [...commentKeys.all, query, locale],
    queryFn: () => call(locale, (api) => api.admin.comments.$get({ query })),
    placeholderData: keepPreviousData,
  })
}

const reload = invalidates(commentKeys.all)

/** Hides or shows a review or a reply. */
export const moderate = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ of, id, status }: { of: 'comments' | 'replies'; id: number; status: Visibility }) => {
      const request = { param: { id: String(id) }, json: { status } }
      return write(locale, (api) =>
        of === 'comments' ? api.admin.comments[':id'].$patch(request) : api.admin.replies[':id'].$patch(request),
      )
    },
    onSuccess: reload,
  })

/** Hides or shows the chosen reviews at once. */
export const moderateMany = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ ids, value }: { ids: number[]; value: Visibility }) =>
      write(locale, (api) => api.admin.comments.bulk.$post({ json: { ids, status: value } })),
    onSuccess: reload,
  })

/** The store's answer under a review or question. */
export const reply = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      write(locale, (api) => api.admin.comments[':id'].replies.$post({ param: { id: String(id) }, json: { text } })),
    onSuccess: reload,
  })

const settingsKey = [...commentKeys.all, 'settings'] as const

/** Whether new reviews go live at once or wait for approval. */
export const reviewSettingsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...settingsKey, locale],
    queryFn: () => call(locale, (api) => api.admin.settings.reviews.$get()),
  })

export const saveReviewSettings = (locale: Locale) =>
  mutationOptions({
    mutationFn: (moderation: ReviewModeration) =>
      call(locale, (api) => api.admin.settings.reviews.$put({ json: { moderation } })),
    onSuccess: invalidates(settingsKey),
  })
