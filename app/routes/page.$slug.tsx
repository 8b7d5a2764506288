import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { ownRouteOf } from '../domain/content-paths'
import { contentHead } from '../components/content/content-head'
import { PageArticle } from '../components/content/page-article'
import { getI18n } from '../i18n'
import { getContentPage } from '../server-fns/content'

/** Spec §2 Generic content page (app/components/content/page-article.tsx). */
export const Route = createFileRoute('/page/$slug')({
  staticData: { styles: ['content'] },
  loader: async ({ params, context }) => {
    if (!/^[a-z0-9-]{1,120}$/.test(params.slug)) throw notFound()
    // A page read at its own route (the donation page) has that one address only.
    const own = ownRouteOf(params.slug)
    if (own) throw redirect({ href: own, statusCode: 301 })
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
      seoTitle: page.seo.title,
      description: text || t('content.page_meta_description', { title: page.title }),
      image: page.seo.image ?? page.banner,
      crumbs: [{ label: page.title, href: match.pathname }],
    })
  },
  component: ContentPage,
})

function ContentPage() {
  const { page } = Route.useLoaderData()
  return <PageArticle page={page} />
}
