import { advantage } from './documents/advantage'
import { banner } from './documents/banner'
import { blogPost } from './documents/blog-post'
import { page } from './documents/page'
import { link } from './objects/link'
import { localeBlockContent } from './objects/locale-block-content'
import { localeString } from './objects/locale-string'
import { localeText } from './objects/locale-text'
import { phoneEntry } from './objects/phone-entry'
import { seo } from './objects/seo'
import { siteSettings } from './singletons/site-settings'
import { uiTranslations } from './singletons/ui-translations'
import { wholesalePage } from './singletons/wholesale-page'

export const singletonTypes = [siteSettings, wholesalePage, uiTranslations]

/** A singleton's document id equals its type name. */
export const SINGLETON_IDS = new Set<string>(singletonTypes.map((type) => type.name))

export const schemaTypes = [
  // objects
  localeString,
  localeText,
  localeBlockContent,
  phoneEntry,
  link,
  seo,
  // documents
  page,
  blogPost,
  banner,
  advantage,
  // singletons
  ...singletonTypes,
]
