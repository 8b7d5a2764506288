import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteSettings } from '../../contract/content'
import { formatIban } from '../../domain/iban-format'
import { allPhones } from '../../lib/phone'

/** A run of Ukrainian words, with the spaces, apostrophes, dots and hyphens between them. */
const UKRAINIAN = /([\u0400-\u04ff][\u0400-\u04ff\s'’ʼ.-]*[\u0400-\u04ff.]|[\u0400-\u04ff])/

/**
 * On an English page the legal line keeps the Ukrainian of the register (the seller's registered
 * name, «РНОКПП», the address): those runs say `lang="uk"`, so a screen reader reads them in Ukrainian.
 */
function markUkrainian(text: string): ReactNode {
  return text.split(UKRAINIAN).map((part, i) =>
    i % 2 ? (
      <span lang="uk" key={i}>
        {part}
      </span>
    ) : (
      part
    ),
  )
}

/**
 * Who sells, as the E-commerce Law (Art. 7) asks on every page: the legal name, the ЄДРПОУ or
 * РНОКПП, the account, the registered address, email and phone. One short line in the footer (it
 * is on every page, so it stays a single paragraph), a list on the contacts page.
 */
export function SellerIdentity({ settings, layout }: { settings: SiteSettings; layout: 'line' | 'list' }) {
  const { t, i18n } = useTranslation()
  const mark = i18n.language === 'en' ? markUkrainian : (text: string) => text
  const seller = settings.seller
  if (!seller) return null
  const phone = allPhones(settings)[0]?.phone
  const parts: Array<[string, string]> = [
    [t(`seller.code_${seller.kind}`), seller.code],
    [t('seller.iban'), formatIban(seller.iban)],
    [t('seller.address'), seller.address],
    ...(settings.email ? ([[t('seller.email'), settings.email]] as Array<[string, string]>) : []),
    ...(phone ? ([[t('seller.phone'), phone]] as Array<[string, string]>) : []),
  ]
  if (layout === 'line')
    return (
      <p className="footer__legal" data-testid="seller-identity">
        {t('seller.title')}: {mark(seller.name)}
        {parts.map(([label, value]) => (
          <Fragment key={label}>
            {' · '}
            {mark(label)} {mark(value)}
          </Fragment>
        ))}
      </p>
    )
  return (
    <dl className="contacts__seller" data-testid="seller-identity">
      <div>
        <dt>{t('seller.title')}</dt>
        <dd>{mark(seller.name)}</dd>
      </div>
      {parts.map(([label, value]) => (
        <div key={label}>
          <dt>{mark(label)}</dt>
          <dd>{mark(value)}</dd>
        </div>
      ))}
    </dl>
  )
}
