import { createFileRoute, Link, notFound, rootRouteId, useLoaderData } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '../components/catalogue/breadcrumbs'
import { contentHead } from '../components/content/content-head'
import { RichContent } from '../components/content/rich-content'
import { ShareLinks } from '../components/content/share-links'
import { getI18n } from '../i18n'
import { contentImageUrl } from '../lib/content-image'
import { formatContentDate } from '../lib/content-date'
import { absoluteUrl } from '../lib/seo'
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
      description: post.metaDescription,
      image: post.image,
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
  const { t } = useTranslation()
  // The page address, the same on the server and in the browser (the canonical one, without ?lang).
  const pageUrl = absoluteUrl(siteUrl, `/blog/${post.slug}`)
  return (
    <article className="container content-page content-page--post" data-testid="blog-post">
      <Breadcrumbs items={[{ label: t('content.blog.title'), href: '/blog' }, { label: post.name }]} />
      <header className="post-head">
        <time className="blog-card__date" dateTime={post.date}>
          {formatContentDate(post.date, locale)}
        </time>
        <h1 className="content-page__title">{post.name}</h1>
      </header>
      {post.image && (
        <div className="post-cover">
          <img
            src={contentImageUrl(post.image, 1200)}
            alt={post.name}
            width={1200}
            height={630}
            decoding="async"
            fetchPriority="high"
          />
        </div>
      )}
      <RichContent value={post.text} className="content-page__text" />
      <ShareLinks url={pageUrl} title={post.name} />
      <Link to="/blog" className="btn btn--ghost post-back">
        ← {t('content.blog.back')}
      </Link>
    </article>
  )
}
