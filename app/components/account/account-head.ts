import type { Locale } from '../../domain/locale'
import { getI18n } from '../../i18n'

/** Account pages are private or one-off: a translated title, and kept out of search results. */
export function accountHead(locale: Locale, titleKey: string) {
  const t = getI18n(locale).t
  return { meta: [{ title: `${t(titleKey)} | Beauty Pro` }, { name: 'robots', content: 'noindex' }] }
}
