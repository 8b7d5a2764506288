/**
 * Every image the local dataset references, with what to draw on it. The dataset builder derives
 * each `sanity.imageAsset` from these entries, and images.ts renders them, so the two cannot drift.
 * Keys are R2 keys (the path after /media/).
 */
import { CONTENT_IMAGE_SIZES, type ContentImageKind } from '../../app/domain/content-image-sizes'

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

/** Each picture at the size the store asks for, so the seed passes the Studio's size rules. */
const sized = (kind: ContentImageKind) => ({
  width: CONTENT_IMAGE_SIZES[kind].width,
  height: CONTENT_IMAGE_SIZES[kind].height,
})
const PC = sized('bannerPc')
const MOBILE = sized('bannerMobile')
const COVER = sized('blogCover')
const PAGE = sized('pageBanner')
const ICON = sized('advantageIcon')

/** What a banner looks like, whatever its language. */
type Design = Pick<BannerSpec, 'palette' | 'motif'>

/** The words on a banner; the mobile image may break the headline differently. */
interface Words {
  eyebrow?: string
  headline: string[]
  subline?: string
  cta?: string
  mobileHeadline?: string[]
}

/**
 * The key of an image's English version: `.en` before the extension. Images with words on them
 * have one where their content is in English too (the banner's, page's or post's `…En` field).
 */
export function englishKey(key: string): string {
  return key.replace(/\.webp$/, '.en.webp')
}

/** Ukrainian words under `key`, English ones (when given) under `englishKey(key)`. */
function inBothLanguages(key: string, words: { ua: Words; en?: Words }, make: (key: string, words: Words) => BannerSpec): BannerSpec[] {
  return [make(key, words.ua), ...(words.en ? [make(englishKey(key), words.en)] : [])]
}

const banner = (key: string, size: { width: number; height: number }, design: Design, words: Words): BannerSpec => ({
  key,
  kind: 'banner',
  ...size,
  ...design,
  eyebrow: words.eyebrow,
  headline: words.headline,
  subline: words.subline,
  cta: words.cta,
})

/** A desktop + mobile pair sharing the same words. */
function bannerPair(name: string, design: Design, words: { ua: Words; en: Words }): BannerSpec[] {
  return [
    ...inBothLanguages(`cms/${name}-pc.webp`, words, (key, w) => banner(key, PC, design, w)),
    ...inBothLanguages(`cms/${name}-mobile.webp`, words, (key, w) => banner(key, MOBILE, design, { ...w, headline: w.mobileHeadline ?? w.headline })),
  ]
}

const cover = (name: string, design: Design, words: { ua: Words; en?: Words }, size = COVER): BannerSpec[] =>
  inBothLanguages(`cms/${name}.webp`, words, (key, w) => banner(key, size, design, w))

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
    { palette: 'blush', motif: 'bottles' },
    {
      ua: {
        eyebrow: 'ВЕСНЯНЕ ОНОВЛЕННЯ',
        headline: ['Сяйво шкіри', 'з професійним доглядом'],
        mobileHeadline: ['Сяйво шкіри', 'з професійним', 'доглядом'],
        subline: 'Знижки до −20% на сироватки та пілінги',
        cta: 'До каталогу',
      },
      en: {
        eyebrow: 'SPRING REFRESH',
        headline: ['Radiant skin', 'with professional care'],
        mobileHeadline: ['Radiant skin', 'with professional', 'care'],
        subline: 'Up to −20% off serums and peels',
        cta: 'Shop now',
      },
    },
  ),
  ...bannerPair(
    'banner-new-arrivals',
    { palette: 'lavender', motif: 'drops' },
    {
      ua: {
        eyebrow: 'НОВИНКИ',
        headline: ['Нові бренди', 'професійної косметики'],
        mobileHeadline: ['Нові бренди', 'професійної', 'косметики'],
        subline: 'Оригінальна продукція від офіційних дистриб’юторів',
        cta: 'Дивитися новинки',
      },
      en: {
        eyebrow: 'NEW IN',
        headline: ['New professional', 'cosmetics brands'],
        mobileHeadline: ['New professional', 'cosmetics', 'brands'],
        subline: 'Original products from official distributors',
        cta: 'See what’s new',
      },
    },
  ),
  ...bannerPair(
    'banner-free-delivery',
    { palette: 'sage', motif: 'boxes' },
    {
      ua: {
        eyebrow: 'ДОСТАВКА ПО УКРАЇНІ',
        headline: ['Безкоштовна доставка', 'від 4000 грн'],
        mobileHeadline: ['Безкоштовна', 'доставка', 'від 4000 грн'],
        subline: 'Нова пошта або кур’єр по Києву — відправляємо в день замовлення',
        cta: 'Умови доставки',
      },
      en: {
        eyebrow: 'DELIVERY ACROSS UKRAINE',
        headline: ['Free delivery', 'from 4000 UAH'],
        mobileHeadline: ['Free', 'delivery', 'from 4000 UAH'],
        subline: 'Nova Poshta, or a courier in Kyiv — shipped the day you order',
        cta: 'Delivery terms',
      },
    },
  ),
  ...bannerPair(
    'banner-spf',
    { palette: 'peach', motif: 'sun' },
    {
      ua: {
        eyebrow: 'ЗАХИСТ ЩОДНЯ',
        headline: ['SPF-догляд', 'для міського сонця'],
        mobileHeadline: ['SPF-догляд', 'для міського', 'сонця'],
        subline: 'Легкі текстури, що не залишають білих слідів',
        cta: 'Обрати SPF',
      },
      en: {
        eyebrow: 'EVERYDAY PROTECTION',
        headline: ['SPF care', 'for the city sun'],
        mobileHeadline: ['SPF care', 'for the city', 'sun'],
        subline: 'Light textures that leave no white cast',
        cta: 'Choose your SPF',
      },
    },
  ),
  // Wholesale slider
  ...bannerPair(
    'banner-wholesale-prices',
    { palette: 'plum', motif: 'bottles' },
    {
      ua: {
        eyebrow: 'ДЛЯ САЛОНІВ І КОСМЕТОЛОГІВ',
        headline: ['Оптові ціни', 'для партнерів'],
        subline: 'Реальні залишки на складі та персональний менеджер',
        cta: 'Стати партнером',
      },
      en: {
        eyebrow: 'FOR SALONS AND COSMETOLOGISTS',
        headline: ['Wholesale prices', 'for partners'],
        subline: 'Real stock levels and a personal manager',
        cta: 'Become a partner',
      },
    },
  ),
  ...bannerPair(
    'banner-wholesale-profit',
    { palette: 'nude', motif: 'leaves' },
    {
      ua: {
        eyebrow: 'СПІВПРАЦЯ',
        headline: ['До 60% прибутку', 'з кожного продажу'],
        mobileHeadline: ['До 60%', 'прибутку з кожного', 'продажу'],
        subline: 'Професійна косметика для вашого бізнесу',
        cta: 'Дізнатися умови',
      },
      en: {
        eyebrow: 'PARTNERSHIP',
        headline: ['Up to 60% profit', 'on every sale'],
        mobileHeadline: ['Up to 60%', 'profit on every', 'sale'],
        subline: 'Professional cosmetics for your business',
        cta: 'See the terms',
      },
    },
  ),
  // The /opt page
  ...bannerPair(
    'wholesale-page',
    { palette: 'nude', motif: 'boxes' },
    {
      ua: { eyebrow: 'ОПТОВИМ КЛІЄНТАМ', headline: ['Співпраця та', 'оптові закупівлі'], subline: 'Салони, магазини та косметологи по всій Україні' },
      en: { eyebrow: 'FOR WHOLESALE CLIENTS', headline: ['Partnership and', 'wholesale buying'], subline: 'Salons, shops and cosmetologists all over Ukraine' },
    },
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
  ...cover(
    'page-about',
    { palette: 'blush', motif: 'bottles' },
    {
      ua: { eyebrow: 'ПРО НАС', headline: ['Професійна косметика', 'з турботою про вас'] },
      en: { eyebrow: 'ABOUT US', headline: ['Professional cosmetics', 'with care for you'] },
    },
    PAGE,
  ),
  ...cover(
    'page-delivery',
    { palette: 'sage', motif: 'boxes' },
    {
      ua: { eyebrow: 'ДОСТАВКА', headline: ['Швидко та безкоштовно', 'від 4000 грн'] },
      en: { eyebrow: 'DELIVERY', headline: ['Fast, and free', 'from 4000 UAH'] },
    },
    PAGE,
  ),
  ...cover(
    'page-payment',
    { palette: 'lavender', motif: 'drops' },
    {
      ua: { eyebrow: 'ОПЛАТА', headline: ['Карткою онлайн', 'або при отриманні'] },
      en: { eyebrow: 'PAYMENT', headline: ['By card online', 'or on delivery'] },
    },
    PAGE,
  ),
  ...cover(
    'page-donate',
    { palette: 'peach', motif: 'leaves' },
    {
      ua: { eyebrow: 'БЛАГОДІЙНІСТЬ', headline: ['Разом робимо', 'добрі справи'] },
      en: { eyebrow: 'CHARITY', headline: ['Doing good', 'together'] },
    },
    PAGE,
  ),
  // The storefront's default banner for a page without its own (app/components/content)
  ...cover(
    'page-default',
    { palette: 'nude', motif: 'bottles' },
    {
      ua: { eyebrow: 'BEAUTY PRO', headline: ['Професійна косметика', 'для салонів і дому'] },
      en: { eyebrow: 'BEAUTY PRO', headline: ['Professional cosmetics', 'for salons and home'] },
    },
    PAGE,
  ),
  // Blog covers (the salon partnership post is written in Ukrainian only, and so is its cover)
  ...cover(
    'blog-skin-type',
    { palette: 'blush', motif: 'drops' },
    {
      ua: { eyebrow: 'ДОГЛЯД', headline: ['Як підібрати догляд', 'за типом шкіри'] },
      en: { eyebrow: 'SKINCARE', headline: ['How to choose skincare', 'for your skin type'] },
    },
  ),
  ...cover(
    'blog-spf',
    { palette: 'peach', motif: 'sun' },
    {
      ua: { eyebrow: 'SPF', headline: ['Сонцезахист щодня:', 'міфи та факти'] },
      en: { eyebrow: 'SPF', headline: ['Daily sun protection:', 'myths and facts'] },
    },
  ),
  ...cover(
    'blog-peeling',
    { palette: 'lavender', motif: 'bottles' },
    {
      ua: { eyebrow: 'ПРОЦЕДУРИ', headline: ['Професійний пілінг:', 'що варто знати'] },
      en: { eyebrow: 'TREATMENTS', headline: ['Professional peels:', 'what to know'] },
    },
  ),
  ...cover(
    'blog-peeling-aftercare',
    { palette: 'sage', motif: 'drops' },
    {
      ua: { eyebrow: 'ДОГЛЯД ПІСЛЯ ПІЛІНГУ', headline: ['Зволоження, відновлення', 'та SPF 50 щодня'] },
      en: { eyebrow: 'CARE AFTER A PEEL', headline: ['Hydration, repair', 'and SPF 50 every day'] },
    },
  ),
  ...cover(
    'blog-winter-hair',
    { palette: 'sage', motif: 'leaves' },
    {
      ua: { eyebrow: 'ВОЛОССЯ', headline: ['Догляд за волоссям', 'взимку'] },
      en: { eyebrow: 'HAIR', headline: ['Winter', 'hair care'] },
    },
  ),
  ...cover('blog-salon-partners', { palette: 'nude', motif: 'boxes' }, { ua: { eyebrow: 'ДЛЯ ПРОФЕСІОНАЛІВ', headline: ['Як салону почати', 'співпрацю з нами'] } }),
]

export function imageSpec(key: string): ImageSpec {
  const spec = IMAGE_SPECS.find((candidate) => candidate.key === key)
  if (!spec) throw new Error(`No image spec for ${key}`)
  return spec
}
