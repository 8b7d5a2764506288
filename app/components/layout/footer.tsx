import { useTranslation } from 'react-i18next'
import type { SiteSettings } from '../../contract/content'
import { Logo } from './logo'
import { allPhones, telHref } from '../../lib/phone'
import { KeptMarkup } from '../../lib/kept-markup'
import { useKeepKey } from './keep-key'
import { SellerIdentity } from './seller-identity'

/** The footer; the server writes it once per language and settings (app/lib/kept-markup.ts). */
export function Footer({ settings }: { settings: SiteSettings }) {
  return (
    <KeptMarkup tag="footer" className="footer" keepKey={useKeepKey('footer', [settings])}>
      <FooterContent settings={settings} />
    </KeptMarkup>
  )
}

function FooterContent({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation()
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <section>
          <Logo className="logo logo--light" />
          <h2 className="footer__title">{t('footer.contacts')}</h2>
          <ul className="footer__list">
            {allPhones(settings).map((p) => (
              <li key={p.phone}>
                <span className="muted">{p.name}: </span>
                <a href={telHref(p.phone)}>{p.phone}</a>
              </li>
            ))}
            <li>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </li>
            <li className="muted">{settings.address}</li>
          </ul>
          <h2 className="footer__title">{t('footer.hours')}</h2>
          <p className="footer__hours">{settings.workingHours}</p>
        </section>
        <section>
          <h2 className="footer__title">{t('footer.info')}</h2>
          <ul className="footer__list">
            {settings.footerLinks.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="footer__title">{t('footer.partners')}</h2>
          <p className="muted footer__text">{settings.partnersText}</p>
          <ul className="footer__list">
            <li>
              <a href="/registration/business">{t('footer.become_partner')}</a>
            </li>
            <li>
              <a href="/opt">{t('footer.wholesale_prices')}</a>
            </li>
            <li>
              <a href="/core/partner">{t('footer.partner_form')}</a>
            </li>
          </ul>
          <h2 className="footer__title">{t('footer.clients')}</h2>
          <p className="muted footer__text">{settings.clientsText}</p>
        </section>
        <section>
          <h2 className="footer__title">{t('footer.payment_methods')}</h2>
          <ul className="paybadges">
            {settings.paymentMethods.map((m) => (
              <li key={m.key} className="paybadge">
                {m.label}
              </li>
            ))}
          </ul>
          <h2 className="footer__title">{t('footer.social')}</h2>
          <ul className="social">
            {settings.social.map((s) => (
              <li key={s.network}>
                <a href={s.url} rel="noopener noreferrer" target="_blank" className="social__link">
                  {s.network}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer__bottom">
        <div className="container">
          <SellerIdentity settings={settings} layout="line" />© {new Date().getFullYear()} Beauty Pro.{' '}
          {t('footer.rights')}
        </div>
      </div>
    </footer>
  )
}
