import { createServerFn } from '@tanstack/react-start'
import { env } from 'cloudflare:workers'
import { z } from 'zod'
import { toProductCard } from '../contract/catalogue-view'
import { LOCALES } from '../domain/locale'
import { ANONYMOUS } from '../../worker/services/catalogue/product-dto'
import { getServices } from '../../worker/services/context'

const localeInput = z.object({ locale: z.enum(LOCALES) })

/** Everything the layout of every page needs: site settings and the first-level categories. */
export const getLayoutData = createServerFn({ method: 'GET' })
  .validator(localeInput)
  .handler(async ({ data }) => {
    const services = getServices(env)
    const [settings, categories] = await Promise.all([
      services.content.siteSettings(data.locale),
      services.catalogue.firstLevelCategories(data.locale),
    ])
    return { settings, categories }
  })

export const getHomeData = createServerFn({ method: 'GET' })
  .validator(localeInput)
  .handler(async ({ data }) => {
    const services = getServices(env)
    const [banners, categories, latest] = await Promise.all([
      services.content.banners('retail', data.locale),
      services.catalogue.firstLevelCategories(data.locale),
      services.catalogue.latestProducts(data.locale, ANONYMOUS),
    ])
    // Cards only: the page does not need the long texts, and they would weigh down the HTML.
    return { banners, categories, latest: latest.map(toProductCard) }
  })

