import { createFileRoute, notFound } from '@tanstack/react-router'
import { Breadcrumbs } from '../components/catalogue/breadcrumbs'
import { contentHead } from '../components/content/content-head'
import { PageBanner } from '../components/content/page-banner'
import { RichContent } from '../components/content/rich-content'
import { getI18n } from '../i18n'
import { getContentPage } from '../server-fns/content'

/** Spec §2 Generic content page: breadcrumb, banner or default image, title and rich text. */
export const Route = createFileRoute('/page/$slug')({
  staticData: { styles: ['content'] },
  loader: async ({ params, context }) => {
    if (!/^[a-z0-9-]{1,120}$/.test(params.slug)) throw notFound()
    const page = await getContentPage({ data: { locale: context.locale, slug: params.slug } })
    if (!page) throw notFound()
    return { page, locale: context.locale }
  },
  head: ({ loaderData, matches, match }) => {
    if (!loaderData) return {}
    const { page, locale } = loaderData
    const t = getI18n(locale).t
    const text = page.metaDescription
    return contentHead({
      locale,
      matches,
      path: match.pathname,
      title: page.title,
      description: text || t('content.page_meta_description', { title: page.title }),
      image: page.banner,
      crumbs: [{ label: page.title, href: match.pathname }],
    })
  },
  component: ContentPage,
})

function ContentPage() {
  const { page } = Route.useLoaderData()
  return (
    <article className="container content-page" data-testid="content-page">
      <Breadcrumbs items={[{ label: page.title }]} />
      <PageBanner src={page.banner} alt={page.title} />
      <h1 className="content-page__title">{page.title}</h1>
      <RichContent value={page.text} className="content-page__text" />
    </article>
  )
}
