import { createServerFn } from '@tanstack/react-start'
import { env } from 'cloudflare:workers'
import textChunks from 'virtual:locale-text-chunks'
import { z } from 'zod'
import type { SiteSettings } from '../contract/content'
import { LOCALES } from '../domain/locale'
import { ANONYMOUS, buyerOf } from '../domain/viewer'
import { configFor, getServices } from '../../worker/services/context'
import { pageViewer } from './page-viewer'

const localeInput = z.object({ locale: z.enum(LOCALES) })

const EMPTY_SITE_SETTINGS: SiteSettings = {
  phones: { retail: [], wholesale: [] },
  workingHours: '',
  email: '',
  address: '',
  seller: null,
  social: [],
  faq: [],
  footerLinks: [],
  partnersText: '',
  clientsText: '',
  paymentMethods: [],
}

/**
 * Everything the layout of every page needs: site settings, who is buying (their prices follow), the first-level categories, the Sanity
 * label overrides, the scripts holding the language's bundled texts (the page preloads those it uses) and
 * the site's address (SITE_URL, for canonical and JSON-LD URLs): one server function per page, not two.
 */
export const getLayoutData = createServerFn({ method: 'GET' })
  .validator(localeInput)
  .handler(async ({ data }) => {
    const services = getServices(env)
    // The frame of every page, the error page's too: with Sanity or the database down (and nothing
    // cached) it still renders, without contacts or the category menu, rather than fail the page.
    const [settings, categories, translations, viewer] = await Promise.all([
      services.content.siteSettings(data.locale).catch((error: unknown) => {
        console.warn('site settings unavailable', error)
        return EMPTY_SITE_SETTINGS
      }),
      services.catalogue.firstLevelCategories(data.locale).catch((error: unknown) => {
        console.warn('categories unavailable', error)
        return []
      }),
      // Label overrides are a nicety: without them the bundled texts serve.
      services.content.translations(data.locale).catch((error: unknown) => {
        console.warn('UI translations unavailable', error)
        return {}
      }),
      // Without the database the frame renders for an anonymous visitor (the page itself says what failed).
      pageViewer(services).catch(() => ANONYMOUS),
    ])
    return {
      settings,
      categories,
      translations,
      buyer: buyerOf(viewer),
      textScripts: textChunks[data.locale] ?? {},
      siteUrl: configFor(env).SITE_URL,
    }
  })

export const getHomeData = createServerFn({ method: 'GET' })
  .validator(localeInput)
  .handler(async ({ data }) => {
    const services = getServices(env)
    const viewer = await pageViewer(services)
    const [banners, categories] = await Promise.all([
      // Spec §7: an approved wholesaler's home shows the wholesale banners (the retail ones when none is active).
      viewer.isWholesaler
        ? services.content
            .banners('wholesale', data.locale)
            .then(async (own) => (own.length > 0 ? own : services.content.banners('retail', data.locale)))
        : services.content.banners('retail', data.locale),
      services.catalogue.firstLevelCategories(data.locale),
    ])
    // The latest products are not carried in the page: the slider asks for them once in view.
    return { banners, categories }
  })
