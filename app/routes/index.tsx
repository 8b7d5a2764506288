import { createFileRoute } from '@tanstack/react-router'
import { AboutBlock } from '../components/home/about-block'
import { BannerSlider } from '../components/home/banner-slider'
import { CategoryGrid } from '../components/home/category-grid'
import { ProductSlider } from '../components/product/product-slider'
import { getHomeData } from '../server-fns/storefront'

export const Route = createFileRoute('/')({
  loader: ({ context }) => getHomeData({ data: { locale: context.locale } }),
  component: HomePage,
})

function HomePage() {
  const { banners, categories, latest } = Route.useLoaderData()
  const { locale } = Route.useRouteContext()
  return (
    <>
      <BannerSlider banners={banners} />
      <CategoryGrid categories={categories} />
      <ProductSlider products={latest} />
      <AboutBlock locale={locale} />
    </>
  )
}
