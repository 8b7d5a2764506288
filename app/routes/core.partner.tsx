import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '../components/catalogue/breadcrumbs'
import { sectionPageHead } from '../components/content/content-head'
import { PartnerForm } from '../components/forms/partner-form'
import { getPartnerOptions } from '../server-fns/content'

/** Spec §2 Partner form page (/core/partner): a title and the §3 partner application fields. */
export const Route = createFileRoute('/core/partner')({
  loader: async ({ context }) => ({
    options: await getPartnerOptions({ data: { locale: context.locale } }),
    locale: context.locale,
  }),
  head: sectionPageHead('partner', '/core/partner'),
  component: PartnerPage,
})

function PartnerPage() {
  const { options, locale } = Route.useLoaderData()
  const { t } = useTranslation()
  return (
    <div className="container content-page content-page--narrow" data-testid="partner-page">
      <Breadcrumbs items={[{ label: t('content.partner.title') }]} />
      <h1 className="content-page__title">{t('content.partner.title')}</h1>
      <p className="content-page__lead">{t('content.partner.lead')}</p>
      <section className="card-panel">
        <PartnerForm locale={locale} options={options} />
      </section>
    </div>
  )
}
