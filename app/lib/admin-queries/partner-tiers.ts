import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { TierWriteRequest } from '../../contract/admin-tiers'
import type { Locale } from '../../domain/locale'
import { call, invalidates, keysOf, write } from './query'

export const tierKeys = keysOf('partner-tiers')

/** Every tier with its brand discounts and how many partners it has. */
export const tiersQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...tierKeys.all, 'list', locale],
    queryFn: () => call(locale, (api) => api.admin['partner-tiers'].$get()),
  })

/** Approved partners with the tier each is in. */
export const tierPartnersQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...tierKeys.all, 'partners', locale],
    queryFn: () => call(locale, (api) => api.admin['partner-tiers'].partners.$get()),
  })

export const saveTier = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ id, body }: { id: number | 'new'; body: TierWriteRequest }) =>
      call(locale, (api) =>
        id === 'new'
          ? api.admin['partner-tiers'].$post({ json: body })
          : api.admin['partner-tiers'][':id'].$put({ param: { id: String(id) }, json: body }),
      ),
    onSuccess: invalidates(tierKeys.all),
  })

/** Deletes a tier; its partners fall back to the plain wholesale price. */
export const deleteTier = (locale: Locale) =>
  mutationOptions({
    mutationFn: (id: number) =>
      write(locale, (api) => api.admin['partner-tiers'][':id'].$delete({ param: { id: String(id) } })),
    onSuccess: invalidates(tierKeys.all),
  })

export const assignTier = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ userId, tierId }: { userId: number; tierId: number | null }) =>
      write(locale, (api) =>
        api.admin.partners[':id'].tier.$put({ param: { id: String(userId) }, json: { tier_id: tierId } }),
      ),
    onSuccess: invalidates(tierKeys.all),
  })
