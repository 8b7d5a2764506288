import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AboutBlock } from '../components/home/about-block'
import { BannerSlider } from '../components/home/banner-slider'
import { CategoryGrid } from '../components/home/category-grid'
import { LatestProducts } from '../components/home/latest-products'
import { getHomeData } from '../server-fns/storefront'
import { HydrateLater } from '../lib/hydrate-later'

export const Route = createFileRoute('/')({
  staticData: { styles: [] },
  loader: ({ context }) => getHomeData({ data: { locale: context.locale } }),
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
