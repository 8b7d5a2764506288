import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AboutBlock } from '../components/home/about-block'
import { BannerSlider } from '../components/home/banner-slider'
import { CategoryGrid } from '../components/home/category-grid'
import { LatestProducts } from '../components/home/latest-products'
import { getHomeData } from '../server-fns/storefront'
import { HydrateLater } from '../lib/hydrate-later'
import { getI18n } from '../i18n'
import { absoluteUrl, localizedUrl, pageMeta, siteUrlFromMatches } from '../lib/seo'

export const Route = createFileRoute('/')({
  staticData: { styles: [] },
  loader: ({ context }) => getHomeData({ data: { locale: context.locale } }),
  // A link to the store shared in Telegram, Viber or Facebook previews with the first banner.
  head: ({ match, matches, loaderData }) => {
    const { locale } = match.context
    const { t } = getI18n(locale)
    const siteUrl = siteUrlFromMatches(matches)
    const banner = loaderData?.banners[0]?.pc.image
    return {
      meta: pageMeta({
        title: t('meta.title'),
        description: t('meta.description'),
        locale,
        url: localizedUrl(siteUrl, '/', locale),
        image: banner ? absoluteUrl(siteUrl, banner) : undefined,
      }),
    }
  },
  component: HomePage,
})

function HomePage() {
  const { banners, categories } = Route.useLoaderData()
  const { locale } = Route.useRouteContext()
  const { t } = useTranslation()
  return (
    <>
      {/* The page's one heading of its own: the banners carry its look, so it is read, not shown. */}
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      <HydrateLater>
        <BannerSlider banners={banners} />
      </HydrateLater>
      <HydrateLater>
        <CategoryGrid categories={categories} />
      </HydrateLater>
      <HydrateLater>
        <LatestProducts />
      </HydrateLater>
      <HydrateLater>
        <AboutBlock locale={locale} />
      </HydrateLater>
    </>
  )
}
