/**
 * Every image the local dataset references, with what to draw on it. The dataset builder derives
 * each `sanity.imageAsset` from these entries, and images.ts renders them, so the two cannot drift.
 * Keys are R2 keys (the path after /media/).
 */

export type PaletteName = 'blush' | 'sage' | 'lavender' | 'peach' | 'nude' | 'plum'

export interface Palette {
  from: string
  to: string
  accent: string
  soft: string
  ink: string
}

export const PALETTES: Record<PaletteName, Palette> = {
  blush: { from: '#FBEAE6', to: '#EDB9B1', accent: '#C9747A', soft: '#FFF6F3', ink: '#4A2734' },
  sage: { from: '#EEF3EA', to: '#B5C9AE', accent: '#6E8F6A', soft: '#F8FBF6', ink: '#253B2C' },
  lavender: { from: '#F1ECF8', to: '#C4B4DF', accent: '#8A70B8', soft: '#FAF7FD', ink: '#34264A' },
  peach: { from: '#FDF1E7', to: '#EFC3A2', accent: '#CF8455', soft: '#FFF9F4', ink: '#4B2E1F' },
  nude: { from: '#F8F2EC', to: '#DCC7B5', accent: '#A07D63', soft: '#FFFBF7', ink: '#3E2C22' },
  plum: { from: '#5B3150', to: '#2E1A2B', accent: '#E5A9B4', soft: '#F7DCE2', ink: '#FFF4F6' },
}

export type Motif = 'bottles' | 'leaves' | 'drops' | 'sun' | 'boxes'
export type Glyph = 'shield' | 'truck' | 'parcel' | 'banknote' | 'chat' | 'expert' | 'percent'

interface BaseSpec {
  key: string
  width: number
  height: number
  palette: PaletteName
}

export interface BannerSpec extends BaseSpec {
  kind: 'banner'
  eyebrow?: string
  headline: string[]
  subline?: string
  cta?: string
  motif: Motif
}

export interface IconSpec extends BaseSpec {
  kind: 'icon'
  glyph: Glyph
}

export type ImageSpec = BannerSpec | IconSpec

const PC = { width: 1600, height: 500 }
const MOBILE = { width: 750, height: 750 }
const COVER = { width: 1200, height: 630 }
const PAGE = { width: 1600, height: 400 }
const ICON = { width: 160, height: 160 }

type BannerText = Omit<BannerSpec, 'key' | 'width' | 'height' | 'kind'>

/** A desktop + mobile pair sharing the same text; the mobile one may break lines differently. */
function bannerPair(name: string, text: BannerText, mobileHeadline = text.headline): BannerSpec[] {
  return [
    { key: `cms/${name}-pc.webp`, kind: 'banner', ...PC, ...text },
    { key: `cms/${name}-mobile.webp`, kind: 'banner', ...MOBILE, ...text, headline: mobileHeadline },
  ]
}

const cover = (name: string, text: BannerText, size = COVER): BannerSpec => ({
  key: `cms/${name}.webp`,
  kind: 'banner',
  ...size,
  ...text,
})

const icon = (name: string, glyph: Glyph, palette: PaletteName): IconSpec => ({
  key: `cms/advantage-${name}.webp`,
  kind: 'icon',
  ...ICON,
  glyph,
  palette,
})

export const IMAGE_SPECS: ImageSpec[] = [
  // Retail home slider
  ...bannerPair(
    'banner-spring',
    {
      palette: 'blush',
      eyebrow: 'ВЕСНЯНЕ ОНОВЛЕННЯ',
      headline: ['Сяйво шкіри', 'з професійним доглядом'],
      subline: 'Знижки до −20% на сироватки та пілінги',
      cta: 'До каталогу',
      motif: 'bottles',
    },
    ['Сяйво шкіри', 'з професійним', 'доглядом'],
  ),
  ...bannerPair(
    'banner-new-arrivals',
    {
      palette: 'lavender',
      eyebrow: 'НОВИНКИ',
      headline: ['Нові бренди', 'професійної косметики'],
      subline: 'Оригінальна продукція від офіційних дистриб’юторів',
      cta: 'Дивитися новинки',
      motif: 'drops',
    },
    ['Нові бренди', 'професійної', 'косметики'],
  ),
  ...bannerPair(
    'banner-free-delivery',
    {
      palette: 'sage',
      eyebrow: 'ДОСТАВКА ПО УКРАЇНІ',
      headline: ['Безкоштовна доставка', 'від 4000 грн'],
      subline: 'Нова пошта або кур’єр по Києву — відправляємо в день замовлення',
      cta: 'Умови доставки',
      motif: 'boxes',
    },
    ['Безкоштовна', 'доставка', 'від 4000 грн'],
  ),
  ...bannerPair(
    'banner-spf',
    {
      palette: 'peach',
      eyebrow: 'ЗАХИСТ ЩОДНЯ',
      headline: ['SPF-догляд', 'для міського сонця'],
      subline: 'Легкі текстури, що не залишають білих слідів',
      cta: 'Обрати SPF',
      motif: 'sun',
    },
    ['SPF-догляд', 'для міського', 'сонця'],
  ),
  // Wholesale slider
  ...bannerPair(
    'banner-wholesale-prices',
    {
      palette: 'plum',
      eyebrow: 'ДЛЯ САЛОНІВ І КОСМЕТОЛОГІВ',
      headline: ['Оптові ціни', 'для партнерів'],
      subline: 'Реальні залишки на складі та персональний менеджер',
      cta: 'Стати партнером',
      motif: 'bottles',
    },
    ['Оптові ціни', 'для партнерів'],
  ),
  ...bannerPair(
    'banner-wholesale-profit',
    {
      palette: 'nude',
      eyebrow: 'СПІВПРАЦЯ',
      headline: ['До 60% прибутку', 'з кожного продажу'],
      subline: 'Професійна косметика для вашого бізнесу',
      cta: 'Дізнатися умови',
      motif: 'leaves',
    },
    ['До 60%', 'прибутку з кожного', 'продажу'],
  ),
  // The /opt page
  ...bannerPair(
    'wholesale-page',
    {
      palette: 'nude',
      eyebrow: 'ОПТОВИМ КЛІЄНТАМ',
      headline: ['Співпраця та', 'оптові закупівлі'],
      subline: 'Салони, магазини та косметологи по всій Україні',
      motif: 'boxes',
    },
    ['Співпраця та', 'оптові закупівлі'],
  ),
  // Advantage icons
  icon('original', 'shield', 'blush'),
  icon('free-delivery', 'truck', 'sage'),
  icon('nova-poshta', 'parcel', 'peach'),
  icon('prepayment', 'banknote', 'nude'),
  icon('fast-reply', 'chat', 'lavender'),
  icon('consultation', 'expert', 'blush'),
  icon('wholesale', 'percent', 'sage'),
  // Info page banners (terms-of-use and return-product use the storefront's default image)
  cover('page-about', { palette: 'blush', eyebrow: 'ПРО НАС', headline: ['Професійна косметика', 'з турботою про вас'], motif: 'bottles' }, PAGE),
  cover('page-delivery', { palette: 'sage', eyebrow: 'ДОСТАВКА', headline: ['Швидко та безкоштовно', 'від 4000 грн'], motif: 'boxes' }, PAGE),
  cover('page-payment', { palette: 'lavender', eyebrow: 'ОПЛАТА', headline: ['Карткою онлайн', 'або при отриманні'], motif: 'drops' }, PAGE),
  cover('page-donate', { palette: 'peach', eyebrow: 'БЛАГОДІЙНІСТЬ', headline: ['Разом робимо', 'добрі справи'], motif: 'leaves' }, PAGE),
  // The storefront's default banner for a page without its own (app/components/content)
  cover('page-default', { palette: 'nude', eyebrow: 'BEAUTY PRO', headline: ['Професійна косметика', 'для салонів і дому'], motif: 'bottles' }, PAGE),
  // Blog covers
  cover('blog-skin-type', { palette: 'blush', eyebrow: 'ДОГЛЯД', headline: ['Як підібрати догляд', 'за типом шкіри'], motif: 'drops' }),
  cover('blog-spf', { palette: 'peach', eyebrow: 'SPF', headline: ['Сонцезахист щодня:', 'міфи та факти'], motif: 'sun' }),
  cover('blog-peeling', { palette: 'lavender', eyebrow: 'ПРОЦЕДУРИ', headline: ['Професійний пілінг:', 'що варто знати'], motif: 'bottles' }),
  cover('blog-peeling-aftercare', { palette: 'sage', eyebrow: 'ДОГЛЯД ПІСЛЯ ПІЛІНГУ', headline: ['Зволоження, відновлення', 'та SPF 50 щодня'], motif: 'drops' }),
  cover('blog-winter-hair', { palette: 'sage', eyebrow: 'ВОЛОССЯ', headline: ['Догляд за волоссям', 'взимку'], motif: 'leaves' }),
  cover('blog-salon-partners', { palette: 'nude', eyebrow: 'ДЛЯ ПРОФЕСІОНАЛІВ', headline: ['Як салону почати', 'співпрацю з нами'], motif: 'boxes' }),
]

export function imageSpec(key: string): ImageSpec {
  const spec = IMAGE_SPECS.find((candidate) => candidate.key === key)
  if (!spec) throw new Error(`No image spec for ${key}`)
  return spec
}
