import { createFileRoute, notFound, rootRouteId, useLoaderData } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageArticle } from '../components/content/page-article'
import { PostArticle } from '../components/content/post-article'
import { getContentPreview } from '../server-fns/content'

/**
 * /preview/{page|blog}/{slug}: a page or a post with its unpublished drafts, opened from the Studio's
 * "Переглянути на сайті". The Worker checks the marketer's preview key (its cookie) before rendering
 * (401 with a form to paste it, or 503) and answers `no-store` (worker/preview-key.ts); the server
 * function checks it again.
 */
export const Route = createFileRoute('/preview/$kind/$slug')({
  staticData: { styles: ['content'] },
  loader: async ({ params, context }) => {
    const { kind, slug } = params
    if ((kind !== 'page' && kind !== 'blog') || !/^[a-z0-9-]{1,120}$/.test(slug)) throw notFound()
    const entry = await getContentPreview({ data: { locale: context.locale, kind, slug } })
    if (!entry) throw notFound()
    return { entry, locale: context.locale }
  },
  head: ({ loaderData }) => ({
    meta: [
      ...(loaderData
        ? [{ title: `${loaderData.entry.kind === 'page' ? loaderData.entry.page.title : loaderData.entry.post.name}` }]
        : []),
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: PreviewPage,
})

function PreviewPage() {
  const { entry, locale } = Route.useLoaderData()
  const { siteUrl } = useLoaderData({ from: rootRouteId })
  const { t } = useTranslation()
  return (
    <>
      <div className="container">
        <p className="preview-notice" role="status" data-testid="preview-notice">
          {t('content.preview_notice')}
        </p>
      </div>
      {entry.kind === 'page' ? (
        <PageArticle page={entry.page} />
      ) : (
        <PostArticle post={entry.post} locale={locale} siteUrl={siteUrl} />
      )}
    </>
  )
}
