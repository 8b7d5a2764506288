import { createFileRoute, rootRouteId, useLoaderData } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '../components/catalogue/breadcrumbs'
import { sectionPageHead } from '../components/content/content-head'
import { ContactForm } from '../components/forms/contact-form'
import { allPhones, telHref } from '../lib/phone'
import { SellerIdentity } from '../components/layout/seller-identity'

/** Spec §2 Contact form page: the store's contacts beside the form (POST /core/recal_me/). */
export const Route = createFileRoute('/contacts/')({
  loader: ({ context }) => ({ locale: context.locale }),
  head: sectionPageHead('contacts', '/contacts'),
  component: ContactsPage,
})

function ContactsPage() {
  const { locale } = Route.useLoaderData()
  const { settings } = useLoaderData({ from: rootRouteId })
  const { t } = useTranslation()
  return (
    <div className="container content-page" data-testid="contacts-page">
      <Breadcrumbs items={[{ label: t('content.contacts.title') }]} />
      <h1 className="content-page__title">{t('content.contacts.title')}</h1>
      <p className="content-page__lead">{t('content.contacts.lead')}</p>
      <div className="contacts">
        <aside className="contacts__info">
          <h2 className="contacts__heading">{t('content.contacts.phones')}</h2>
          <ul className="contacts__list">
            {allPhones(settings).map((p) => (
              <li key={p.phone}>
                <small>{p.name}</small>
                <a href={telHref(p.phone)}>{p.phone}</a>
              </li>
            ))}
          </ul>
          <h2 className="contacts__heading">{t('content.contacts.email')}</h2>
          <p>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
          <h2 className="contacts__heading">{t('content.contacts.address')}</h2>
          <p>{settings.address}</p>
          <h2 className="contacts__heading">{t('content.contacts.hours')}</h2>
          <p className="contacts__hours">{settings.workingHours}</p>
          {settings.seller && (
            <>
              <h2 className="contacts__heading">{t('seller.heading')}</h2>
              <SellerIdentity settings={settings} layout="list" />
            </>
          )}
        </aside>
        <section className="contacts__form card-panel" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="contacts__form-title">
            {t('content.contacts.form_title')}
          </h2>
          <ContactForm locale={locale} />
        </section>
      </div>
    </div>
  )
}
