import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '../components/catalogue/breadcrumbs'
import { contentHead } from '../components/content/content-head'
import { getI18n } from '../i18n'
import { BannerSlider } from '../components/home/banner-slider'
import { PriceListDownload } from '../components/quick-order/price-list-download'
import { useBuyer } from '../lib/buyer'
import { getWholesalePage } from '../server-fns/content'

/**
 * Spec §2 Wholesale page: pc and mobile banner, title, two paragraphs and a button to /registration/business;
 * then the wholesale banners made in Sanity (§7 /banners/banners-opt/), when any is active.
 */
export const Route = createFileRoute('/opt')({
  loader: async ({ context }) => {
    const page = await getWholesalePage({ data: { locale: context.locale } })
    if (!page) throw notFound()
    return { page, locale: context.locale }
  },
  head: ({ loaderData, matches, match }) => {
    if (!loaderData) return {}
    const t = getI18n(loaderData.locale).t
    return contentHead({
      locale: loaderData.locale,
      matches,
      path: match.pathname,
      title: loaderData.page.title,
      description: loaderData.page.paragraphs[0] ?? t('content.opt.meta_description'),
      image: loaderData.page.pc.image,
      crumbs: [{ label: loaderData.page.title, href: '/opt' }],
    })
  },
  component: WholesalePage,
})

function WholesalePage() {
  const { page } = Route.useLoaderData()
  const { t } = useTranslation()
  const partner = useBuyer().isWholesaler
  return (
    <article className="container content-page" data-testid="wholesale-page">
      <Breadcrumbs items={[{ label: page.title }]} />
      <picture className="content-banner opt-banner">
        <source
          media="(max-width: 767px)"
          srcSet={page.mobile.image}
          width={page.mobile.width}
          height={page.mobile.height}
        />
        <img
          src={page.pc.image}
          alt={page.title}
          width={page.pc.width}
          height={page.pc.height}
          decoding="async"
          fetchPriority="high"
        />
      </picture>
      <h1 className="content-page__title">{page.title}</h1>
      <div className="opt-text">
        {page.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {partner ? (
        // An approved partner is not asked to become one: what they came for is a click away.
        <div className="opt-actions" data-testid="opt-partner">
          <p>{t('content.opt.partner_welcome')}</p>
          <Link to="/quick-order" className="btn btn--primary">
            {t('content.opt.quick_order')}
          </Link>
          <PriceListDownload />
        </div>
      ) : (
        <div className="opt-actions">
          <Link
            to="/registration/business"
            className="btn btn--primary opt-actions__register"
            data-testid="opt-register"
          >
            {t('content.opt.register')}
          </Link>
          <Link to="/core/partner" className="btn btn--outline">
            {t('content.opt.partner_form')}
          </Link>
        </div>
      )}
      {page.banners.length > 0 && (
        <div className="opt-banners" data-testid="wholesale-banners">
          <BannerSlider banners={page.banners} first={false} />
        </div>
      )}
    </article>
  )
}
