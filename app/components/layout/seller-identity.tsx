import { useTranslation } from 'react-i18next'
import type { SiteSettings } from '../../contract/content'
import { formatIban } from '../../domain/iban-format'
import { allPhones } from '../../lib/phone'

/**
 * Who sells, as the E-commerce Law (Art. 7) asks on every page: the legal name, the ЄДРПОУ or
 * РНОКПП, the account, the registered address, email and phone. One short line in the footer (it
 * is on every page, so it stays a single paragraph), a list on the contacts page.
 */
export function SellerIdentity({ settings, layout }: { settings: SiteSettings; layout: 'line' | 'list' }) {
  const { t } = useTranslation()
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
        {t('seller.title')}: {seller.name}
        {parts.map(([label, value]) => ` · ${label} ${value}`).join('')}
      </p>
    )
  return (
    <dl className="contacts__seller" data-testid="seller-identity">
      <div>
        <dt>{t('seller.title')}</dt>
        <dd>{seller.name}</dd>
      </div>
      {parts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
