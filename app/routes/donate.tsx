import { createFileRoute, notFound } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '../components/catalogue/breadcrumbs'
import { contentHead } from '../components/content/content-head'
import { PageBanner } from '../components/content/page-banner'
import { RichContent } from '../components/content/rich-content'
import { LeadForm } from '../components/forms/lead-form'
import { utmFromSearch } from '../domain/lead-utm'
import { getContentPage } from '../server-fns/content'

/** Spec §2 Donate page: the "donate" content page (GET /pages/donate/) and its form (POST /pages/donate/). */
export const Route = createFileRoute('/donate')({
  validateSearch: (search: Record<string, unknown>) => utmFromSearch(search),
  loader: async ({ context }) => {
    const page = await getContentPage({ data: { locale: context.locale, slug: 'donate' } })
    if (!page) throw notFound()
    return { page, locale: context.locale }
  },
  head: ({ loaderData, matches, match }) =>
    loaderData
      ? contentHead({
          locale: loaderData.locale,
          matches,
          path: match.pathname,
          title: loaderData.page.title,
          seoTitle: loaderData.page.seo.title,
          description: loaderData.page.metaDescription,
          image: loaderData.page.seo.image ?? loaderData.page.banner,
          crumbs: [{ label: loaderData.page.title, href: '/donate' }],
        })
      : {},
  component: DonatePage,
})

function DonatePage() {
  const { page, locale } = Route.useLoaderData()
  const utm = Route.useSearch()
  const { t } = useTranslation()
  return (
    <article className="container content-page" data-testid="donate-page">
      <Breadcrumbs items={[{ label: page.title }]} />
      <PageBanner src={page.banner} alt={page.title} />
      <h1 className="content-page__title">{page.title}</h1>
      <div className="donate">
        <RichContent value={page.text} className="content-page__text" />
        <section className="card-panel donate__form" aria-labelledby="donate-form-title">
          <h2 id="donate-form-title" className="contacts__form-title">
            {t('content.lead.form_title')}
          </h2>
          <LeadForm locale={locale} utm={utm} />
        </section>
      </div>
    </article>
  )
}
