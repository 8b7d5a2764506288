import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { BlogPost } from '../../contract/content'
import type { Locale } from '../../domain/locale'
import { CONTENT_IMAGE_SIZES } from '../../domain/content-image-sizes'
import { framedSrcSet } from '../../domain/content-image-url'
import { formatContentDate } from '../../lib/content-date'
import { absoluteUrl } from '../../lib/seo'
import { Breadcrumbs } from '../catalogue/breadcrumbs'
import { RichContent } from './rich-content'
import { ShareLinks } from './share-links'

/** `.content-page--post` is 900 px wide with 20 px sides: the cover is 860 px, less on a smaller screen. */
const COVER_SIZES = '(max-width: 900px) calc(100vw - 40px), 860px'

/** Spec §2 Blog post: image, name, date, rich text and share links. */
export function PostArticle({ post, locale, siteUrl }: { post: BlogPost; locale: Locale; siteUrl: string }) {
  const { t } = useTranslation()
  // The page address, the same on the server and in the browser (the canonical one, without ?lang).
  const pageUrl = absoluteUrl(siteUrl, `/blog/${post.slug}`)
  return (
    // A post with no version in the reader's language is shown in Ukrainian, and marked as such.
    <article
      className="container content-page content-page--post"
      data-testid="blog-post"
      lang={post.translated ? undefined : 'uk'}
    >
      <Breadcrumbs items={[{ label: t('content.blog.title'), href: '/blog' }, { label: post.name }]} />
      <header className="post-head">
        <time className="blog-card__date" dateTime={post.date}>
          {formatContentDate(post.date, locale)}
        </time>
        {!post.translated && (
          <span className="blog-card__language" lang={locale === 'en' ? 'en' : 'uk'} data-testid="post-untranslated">
            {t('content.blog.untranslated')}
          </span>
        )}
        <h1 className="content-page__title">{post.name}</h1>
      </header>
      {post.image && (
        <div className="post-cover">
          <img
            src={post.image}
            srcSet={framedSrcSet(post.image)}
            sizes={COVER_SIZES}
            alt={post.name}
            width={CONTENT_IMAGE_SIZES.blogCover.width}
            height={CONTENT_IMAGE_SIZES.blogCover.height}
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
