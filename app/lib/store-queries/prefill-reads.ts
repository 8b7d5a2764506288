import type { Locale } from '../../domain/locale'
import { courierAddressQuery, messagesQuery, newPostAddressQuery } from './account'
import { readThrough } from './use-store-query'

/**
 * What prefills the checkout of a signed-in buyer, read through the profile's own queries (so an
 * address saved there a moment ago is the one offered). Each read that fails is null: its fields
 * stay empty. Its own chunk, fetched by the checkout of a signed-in buyer only.
 */
export const readPrefillSources = (locale: Locale) =>
  Promise.all([
    readThrough(courierAddressQuery(locale)).catch(() => null),
    readThrough(newPostAddressQuery(locale)).catch(() => null),
    readThrough(messagesQuery(locale)).catch(() => null),
  ])
