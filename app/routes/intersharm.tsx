import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '../components/catalogue/breadcrumbs'
import { sectionPageHead } from '../components/content/content-head'
import { LeadForm } from '../components/forms/lead-form'
import { utmFromSearch } from '../domain/lead-utm'

/** Spec §2 Lead form page: breadcrumb Home / title, the form, a success message after submit. */
export const Route = createFileRoute('/intersharm')({
  validateSearch: (search: Record<string, unknown>) => utmFromSearch(search),
  loader: ({ context }) => ({ locale: context.locale }),
  head: sectionPageHead('lead', '/intersharm'),
  component: LeadPage,
})

function LeadPage() {
  const { locale } = Route.useLoaderData()
  const utm = Route.useSearch()
  const { t } = useTranslation()
  return (
    <div className="container content-page content-page--narrow" data-testid="lead-page">
      <Breadcrumbs items={[{ label: t('content.lead.title') }]} />
      <h1 className="content-page__title">{t('content.lead.title')}</h1>
      <p className="content-page__lead">{t('content.lead.lead')}</p>
      <section className="card-panel" aria-label={t('content.lead.form_title')}>
        <LeadForm locale={locale} utm={utm} />
      </section>
    </div>
  )
}
