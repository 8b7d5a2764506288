import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '../components/catalogue/breadcrumbs'
import { sectionPageHead } from '../components/content/content-head'
import { CONTENT_IMAGE_SIZES } from '../domain/content-image-sizes'
import { formatContentDate } from '../lib/content-date'
import { getBlogPosts } from '../server-fns/content'

/** Spec §2 Blog: every post with its image, name, date and a read-more link. */
export const Route = createFileRoute('/blog/')({
  staticData: { styles: ['content'] },
  loader: async ({ context }) => ({
    posts: await getBlogPosts({ data: { locale: context.locale } }),
    locale: context.locale,
  }),
  head: sectionPageHead('blog', '/blog'),
  component: BlogPage,
})

function BlogPage() {
  const { posts, locale } = Route.useLoaderData()
  const { t } = useTranslation()
  return (
    <div className="container content-page" data-testid="blog-page">
      <Breadcrumbs items={[{ label: t('content.blog.title') }]} />
      <header className="catalogue__head catalogue__head--stacked">
        <h1 className="catalogue__title">{t('content.blog.title')}</h1>
        <p className="muted catalogue__lead">{t('content.blog.lead')}</p>
      </header>
      {posts.length === 0 ? (
        <p className="muted">{t('content.blog.empty')}</p>
      ) : (
        <ul className="blog-grid">
          {posts.map((post) => (
            <li key={post.id} className="blog-card" data-testid="blog-card">
              <Link
                to="/blog/$slug"
                params={{ slug: post.slug }}
                className="blog-card__image"
                tabIndex={-1}
                aria-hidden="true"
              >
                {post.card_image && (
                  <img
                    src={post.card_image}
                    alt=""
                    width={CONTENT_IMAGE_SIZES.blogCover.width}
                    height={CONTENT_IMAGE_SIZES.blogCover.height}
                    loading="lazy"
                    decoding="async"
                  />
                )}
              </Link>
              <div className="blog-card__body">
                <time className="blog-card__date" dateTime={post.date}>
                  {formatContentDate(post.date, locale)}
                </time>
                {!post.translated && (
                  <span className="blog-card__language" data-testid="blog-card-untranslated">
                    {t('content.blog.untranslated')}
                  </span>
                )}
                <h2 className="blog-card__name" lang={post.translated ? undefined : 'uk'}>
                  <Link to="/blog/$slug" params={{ slug: post.slug }}>
                    {post.name}
                  </Link>
                </h2>
                <Link to="/blog/$slug" params={{ slug: post.slug }} className="blog-card__more">
                  {t('content.blog.read_more')} →
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
