import { useTranslation } from 'react-i18next'
import { LOCALES, type Locale } from '../../domain/locale'
import { switchLocale } from '../../i18n/locale'

/** UA / EN: switching saves the choice and reloads the page (spec §1). */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  return (
    <div className="lang" role="group" aria-label={t('header.language')}>
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          className={l === locale ? 'lang__btn lang__btn--on' : 'lang__btn'}
          aria-pressed={l === locale}
          data-testid={`lang-${l}`}
          onClick={() => l !== locale && switchLocale(l)}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  )
}
