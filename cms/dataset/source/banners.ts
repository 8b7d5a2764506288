import { englishImage, image } from './assets'
import { ls } from './locale'

interface BannerInput {
  id: string
  kind: 'retail' | 'wholesale'
  images: string
  title: [string, string]
  link?: { href: string; label: [string, string] }
  order: number
  active?: boolean
}

function banner({ id, kind, images, title, link, order, active = true }: BannerInput) {
  return {
    _id: `banner-${id}`,
    _type: 'banner',
    kind,
    title: ls(...title),
    ...(link ? { link: { _type: 'link', label: ls(...link.label), href: link.href } } : {}),
    imagePc: image(`cms/${images}-pc.webp`),
    imagePcEn: englishImage(`cms/${images}-pc.webp`),
    imageMobile: image(`cms/${images}-mobile.webp`),
    imageMobileEn: englishImage(`cms/${images}-mobile.webp`),
    order,
    active,
  }
}

export const banners = [
  banner({
    id: 'spring-glow',
    kind: 'retail',
    images: 'banner-spring',
    title: ['Сяйво шкіри з професійним доглядом', 'Radiant skin with professional care'],
    link: { href: '/catalogue', label: ['До каталогу', 'Shop now'] },
    order: 10,
  }),
  banner({
    id: 'new-arrivals',
    kind: 'retail',
    images: 'banner-new-arrivals',
    title: ['Нові бренди професійної косметики', 'New professional cosmetics brands'],
    link: { href: '/brands', label: ['Дивитися бренди', 'See the brands'] },
    order: 20,
  }),
  banner({
    id: 'free-delivery',
    kind: 'retail',
    images: 'banner-free-delivery',
    title: ['Безкоштовна доставка від 4000 грн', 'Free delivery on orders over 4000 UAH'],
    link: { href: '/page/delivery', label: ['Умови доставки', 'Delivery terms'] },
    order: 30,
  }),
  banner({
    id: 'spf',
    kind: 'retail',
    images: 'banner-spf',
    title: ['SPF-догляд для міського сонця', 'SPF care for the city sun'],
    link: { href: '/blog/spf-every-day', label: ['Обрати SPF', 'Choose your SPF'] },
    order: 40,
  }),
  // A finished campaign kept for next season: hidden from the slider.
  banner({
    id: 'winter-sale',
    kind: 'retail',
    images: 'banner-spring',
    title: ['Зимовий розпродаж', 'Winter sale'],
    order: 50,
    active: false,
  }),
  banner({
    id: 'wholesale-prices',
    kind: 'wholesale',
    images: 'banner-wholesale-prices',
    title: ['Оптові ціни для партнерів', 'Wholesale prices for partners'],
    link: { href: '/registration/business', label: ['Стати партнером', 'Become a partner'] },
    order: 10,
  }),
  banner({
    id: 'wholesale-profit',
    kind: 'wholesale',
    images: 'banner-wholesale-profit',
    title: ['До 60% прибутку з кожного продажу', 'Up to 60% profit on every sale'],
    link: { href: '/opt', label: ['Дізнатися умови', 'Learn the terms'] },
    order: 20,
  }),
]
