import { createFileRoute } from '@tanstack/react-router'
import { AboutBlock } from '../components/home/about-block'
import { BannerSlider } from '../components/home/banner-slider'
import { CategoryGrid } from '../components/home/category-grid'
import { ProductSlider } from '../components/product/product-slider'
import { getAdvantages, getHomeData } from '../server-fns/storefront'

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const data = await getHomeData({ data: { locale: context.locale } })
    // Not awaited: streamed into the about block, which shows skeletons meanwhile.
    const advantages = getAdvantages({ data: { locale: context.locale } })
    return { ...data, advantages }
  },
  component: HomePage,
})

function HomePage() {
  const { banners, categories, latest, advantages } = Route.useLoaderData()
  return (
    <>
      <BannerSlider banners={banners} />
      <CategoryGrid categories={categories} />
      <ProductSlider products={latest} />
      <AboutBlock advantages={advantages} />
    </>
  )
}
