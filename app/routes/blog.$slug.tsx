import { createFileRoute, notFound, rootRouteId, useLoaderData } from '@tanstack/react-router'
import { contentHead } from '../components/content/content-head'
import { PostArticle } from '../components/content/post-article'
import { getI18n } from '../i18n'
import { getBlogPost } from '../server-fns/content'

/** Spec §2 Blog post (route BlogPost, parameter slug): image, name, date, rich text and share links. */
export const Route = createFileRoute('/blog/$slug')({
  staticData: { styles: ['content'] },
  loader: async ({ params, context }) => {
    if (!/^[a-z0-9-]{1,120}$/.test(params.slug)) throw notFound()
    const post = await getBlogPost({ data: { locale: context.locale, slug: params.slug } })
    if (!post) throw notFound()
    return { post, locale: context.locale }
  },
  head: ({ loaderData, matches, match }) => {
    if (!loaderData) return {}
    const { post, locale } = loaderData
    const t = getI18n(locale).t
    return contentHead({
      locale,
      matches,
      path: match.pathname,
      title: post.name,
      seoTitle: post.seo.title,
      description: post.metaDescription,
      image: post.seo.image ?? post.image,
      type: 'article',
      crumbs: [
        { label: t('content.blog.title'), href: '/blog' },
        { label: post.name, href: match.pathname },
      ],
    })
  },
  component: BlogPostPage,
})

function BlogPostPage() {
  const { post, locale } = Route.useLoaderData()
  const { siteUrl } = useLoaderData({ from: rootRouteId })
  return <PostArticle post={post} locale={locale} siteUrl={siteUrl} />
}
