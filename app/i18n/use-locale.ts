import { useTranslation } from 'react-i18next'
import type { Locale } from '../domain/locale'

/** The language the page is shown in. */
export function useLocale(): Locale {
  const { i18n } = useTranslation()
  return i18n.language === 'en' ? 'en' : 'ua'
}
