/**
 * Deterministic catalogue rows: categories, brands, products, variants, variant images, promo codes.
 *
 * Product `id` is generated from its own random stream (`rngFor('product', id)`), so product 42 is the
 * same in a 200-product seed and in a 100k one; variant ids follow in product order. Dates are counted
 * back from the fixed SEED_EPOCH, never from the clock.
 */
import type { InStatement, InValue } from '@libsql/client'
import { productPriceBounds } from '../../app/domain/price'
import { toLatin } from '../../app/domain/transliterate'
import { BRANDS, brandDescription, SERIES_FIRST, SERIES_SECOND, type BrandSeed, withArticle } from './data/brands'
import { CATEGORIES, UNITS, type ChildCategory, type ParentCategory, type ProductType } from './data/categories'
import {
  APPLICATION,
  INCI_BASE,
  INCI_TAIL,
  inflect,
  PIGMENTS,
  POOLS,
  PRESCRIPTION_END,
  PRESCRIPTION_END_GOODS,
  PRESCRIPTION_START,
  shadeName,
  TEXTURE,
} from './data/name-parts'
import { PROMO_CODES } from './data/people'
import { brandImageKey, categoryImageKey, mediaPath, productImageKey, type BrandLook, type Shape } from './images'
import { rngFor } from './random'

/** 2026-11-01T00:00:00Z: products are created within the two years before it. */
export const SEED_EPOCH = Date.UTC(2026, 10, 1)
export const DAY_MS = 86_400_000

export type Row = Record<string, InValue>

/** Multi-row INSERTs of at most `maxParams` bound values each (SQLite allows 32,766). */
export function insertStatements(table: string, rows: readonly Row[], maxParams = 30_000): InStatement[] {
  if (rows.length === 0) return []
  const cols = Object.keys(rows[0]!)
  const perStatement = Math.max(1, Math.floor(maxParams / cols.length))
  const tuple = `(${cols.map(() => '?').join(',')})`
  const out: InStatement[] = []
  for (let i = 0; i < rows.length; i += perStatement) {
    const slice = rows.slice(i, i + perStatement)
    const args: InValue[] = []
    for (const row of slice) for (const c of cols) args.push(row[c] ?? null)
    out.push({
      sql: `INSERT INTO ${table} (${cols.join(',')}) VALUES ${Array(slice.length).fill(tuple).join(',')}`,
      args,
    })
  }
  return out
}

export function slugify(text: string, max = 72): string {
  const slug = toLatin(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’ʼ`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug.length <= max) return slug
  const cut = slug.slice(0, max)
  return cut.slice(0, cut.lastIndexOf('-') > max / 2 ? cut.lastIndexOf('-') : max)
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** EAN-13 with the Ukrainian 482 prefix; 618033989 is coprime with 10^9, so distinct ids give distinct codes. */
export function ean13(n: number): string {
  const body = `482${String((n * 618_033_989) % 1_000_000_000).padStart(9, '0')}`
  return body + eanCheckDigit(body)
}
export function eanCheckDigit(first12: string): string {
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3)
  return String((10 - (sum % 10)) % 10)
}

/** Retail prices end in 9 below 1,000 UAH and in 0 above; whole hryvnias, 90–4,500. */
export function roundPrice(p: number): number {
  const r = p < 1000 ? Math.round(p / 10) * 10 - 1 : Math.round(p / 10) * 10
  return Math.max(90, Math.min(4500, r))
}

// ---------------------------------------------------------------------------------------------
// Categories and brands

export interface CategoryEntry {
  id: number
  child: ChildCategory
  parent: ParentCategory
  parentId: number
}

export function categoryTileShapes(slug: string): Shape[] {
  const uniq = (list: Shape[]) => [...new Set(list)].slice(0, 3)
  for (const parent of CATEGORIES) {
    if (parent.slug === slug) return uniq(parent.children.slice(0, 4).map((c) => c.types[0]!.shape))
    const child = parent.children.find((c) => c.slug === slug)
    if (child) return uniq(child.types.map((t) => t.shape))
  }
  return ['jar']
}
export function categoryColor(slug: string): string {
  return CATEGORIES.find((p) => p.slug === slug || p.children.some((c) => c.slug === slug))?.color ?? '#c0a0b0'
}

export function buildCategories(): { rows: Row[]; entries: CategoryEntry[] } {
  const rows: Row[] = []
  const entries: CategoryEntry[] = []
  CATEGORIES.forEach((parent, i) => {
    rows.push({
      id: i + 1,
      parent_id: null,
      slug: parent.slug,
      name_ua: parent.ua,
      name_en: parent.en,
      image: mediaPath(categoryImageKey(parent.slug)),
      sort_order: i,
      created_at: SEED_EPOCH - 800 * DAY_MS,
    })
  })
  let id = CATEGORIES.length
  CATEGORIES.forEach((parent, pi) => {
    parent.children.forEach((child, ci) => {
      id++
      rows.push({
        id,
        parent_id: pi + 1,
        slug: child.slug,
        name_ua: child.ua,
        name_en: child.en,
        image: mediaPath(categoryImageKey(child.slug)),
        sort_order: ci,
        created_at: SEED_EPOCH - 800 * DAY_MS,
      })
      entries.push({ id, child, parent, parentId: pi + 1 })
    })
  })
  return { rows, entries }
}

export const brandLook = (b: BrandSeed): BrandLook => ({
  slug: b.slug,
  name: b.name,
  color: b.color,
  style: b.style,
  tagline: b.tagline,
})

export function buildBrands(): Row[] {
  return BRANDS.map((b, i) => {
    const d = brandDescription(b)
    return {
      id: i + 1,
      slug: b.slug,
      name: b.name,
      description_ua: d.ua,
      description_en: d.en,
      image: mediaPath(brandImageKey(b.slug)),
      sort_order: i,
      created_at: SEED_EPOCH - 800 * DAY_MS,
    }
  })
}

/** 4–7 Latin series names per brand. */
function brandSeries(b: BrandSeed): string[] {
  const rng = rngFor('series', b.slug)
  const out = new Set<string>()
  const count = rng.int(4, 7)
  while (out.size < count) out.add(`${rng.pick(SERIES_FIRST)} ${rng.pick(SERIES_SECOND)}`)
  return [...out]
}

// ---------------------------------------------------------------------------------------------
// Products

interface BrandEntry {
  id: number
  seed: BrandSeed
  series: string[]
}

export interface CatalogueContext {
  categories: CategoryEntry[]
  /** Weighted brand candidates per second-level category id. */
  brandsByCategory: Map<number, Array<readonly [BrandEntry, number]>>
  /** The names given so far, per language: products are built in id order, and each name is its own. */
  names: { ua: Set<string>; en: Set<string> }
}

export function catalogueContext(): CatalogueContext {
  const { entries } = buildCategories()
  const brands = BRANDS.map((seed, i): BrandEntry & { size: number } => ({
    id: i + 1,
    seed,
    series: brandSeries(seed),
    // Some brands carry a wider range than others.
    size: 1 + rngFor('brand-size', seed.slug).int(0, 3),
  }))
  const brandsByCategory = new Map<number, Array<readonly [BrandEntry, number]>>()
  for (const entry of entries) {
    const inArea = brands.filter((b) => b.seed.areas.includes(entry.parent.area))
    const allowed = inArea.filter((b) => !b.seed.only || b.seed.only.includes(entry.child.slug))
    const list = (allowed.length > 0 ? allowed : inArea).map((b) => {
      // A brand's first area is its main one.
      const weight = b.seed.areas[0] === entry.parent.area ? b.size : b.size / 2
      return [b, weight] as const
    })
    if (list.length === 0) throw new Error(`no brand for category ${entry.child.slug}`)
    brandsByCategory.set(entry.id, list)
  }
  return { categories: entries, brandsByCategory, names: { ua: new Set(), en: new Set() } }
}

/** Which application text suits a category best, when its use has several. */
const APPLICATION_INDEX: Record<string, number> = {
  toners: 1,
  'leave-in': 1,
  'hair-oils': 1,
  'scrubs-peels': 1,
  'chemical-peels': 0,
  'face-masks': 0,
}

const article = (en: string) => (/^[aeio]/i.test(en) || /^u(?![sv])/i.test(en) ? 'An' : 'A')
/** «tweezers», «scissors», «patches»: no article in English. */
const pluralEn = (en: string) => /[^s]s$/.test(en)

interface NameParts {
  serie: string
  shade: readonly [string, string] | null
  effect: readonly [string, string]
}

function productNames(
  type: ProductType,
  activeInName: { ua: string; en: string } | null,
  { serie, shade, effect }: NameParts,
): { ua: string; en: string } {
  if (type.shade)
    return {
      ua: cap(`${type.ua} ${serie}${shade ? ` ${shade[0]}` : ''}`),
      en: `${serie} ${type.en}${shade ? ` ${shade[1]}` : ''}`,
    }
  return {
    ua: cap(`${inflect(effect[0], type.g)} ${type.ua}${activeInName ? ` ${activeInName.ua}` : ''} ${serie}`),
    en: `${serie} ${effect[1]} ${type.en}${activeInName ? ` ${activeInName.en}` : ''}`,
  }
}

/** Draws of other parts before a taken name is numbered instead. */
const NAME_DRAWS = 30

/**
 * A name no product before this one has, in either language (marketplaces refuse two offers of one
 * name): the parts drawn first, else up to NAME_DRAWS other series, shades or effects from the
 * product's own naming stream (so the product's other values stay what they were), else the first
 * name numbered «№ 2», «№ 3»… All of it follows the product's id, so a seed's products are the same
 * in a smaller seed.
 */
function uniqueNaming(
  ctx: CatalogueContext,
  id: number,
  first: NameParts,
  draw: (alt: ReturnType<typeof rngFor>) => NameParts,
  name: (parts: NameParts) => { ua: string; en: string },
): { parts: NameParts; names: { ua: string; en: string } } {
  const free = (n: { ua: string; en: string }) => !ctx.names.ua.has(n.ua) && !ctx.names.en.has(n.en)
  const take = (parts: NameParts, names: { ua: string; en: string }) => {
    ctx.names.ua.add(names.ua)
    ctx.names.en.add(names.en)
    return { parts, names }
  }
  const names = name(first)
  if (free(names)) return take(first, names)
  const alt = rngFor('product-name', id)
  for (let i = 0; i < NAME_DRAWS; i++) {
    const parts = draw(alt)
    const other = name(parts)
    if (free(other)) return take(parts, other)
  }
  for (let n = 2; ; n++) {
    const numbered = { ua: `${names.ua} № ${n}`, en: `${names.en} No. ${n}` }
    if (free(numbered)) return take(first, numbered)
  }
}

export interface ProductRows {
  product: Row
  variants: Row[]
  images: Row[]
}

type StockState = 'in' | 'wholesaleOnly' | 'none' | 'retailOnly'

export function buildProduct(ctx: CatalogueContext, id: number, firstVariantId: number): ProductRows {
  const rng = rngFor('product', id)
  // The first products walk the whole tree once, so every category has products even in small seeds.
  const entry = id <= ctx.categories.length ? ctx.categories[id - 1]! : rng.pick(ctx.categories)
  const type: ProductType = rng.pick(entry.child.types)
  const pool = POOLS[type.pool ?? entry.child.pool ?? entry.parent.pool]
  const brand = rng.weighted(ctx.brandsByCategory.get(entry.id)!)
  const drawnSerie = rng.pick(brand.series)
  const shadeVariants = type.shade !== undefined && type.values.length === 1
  const shade = type.shade && !shadeVariants ? shadeName(type.shade, rng.next()) : null
  const active = !type.noActive && pool.actives.length > 0 && rng.chance(0.85) ? rng.pick(pool.actives) : null
  const activeInName = active && !type.shade ? active : null
  const effect = rng.pick(pool.effects)
  const target = rng.pick(pool.targets)
  const target2 = rng.pick(pool.targets)

  const naming = uniqueNaming(
    ctx,
    id,
    { serie: drawnSerie, shade, effect },
    (alt) => ({
      serie: alt.pick(brand.series),
      shade: shade && type.shade ? shadeName(type.shade, alt.next()) : null,
      effect: alt.pick(pool.effects),
    }),
    (parts) => productNames(type, activeInName, parts),
  )
  const { serie } = naming.parts
  const { ua: nameUa, en: nameEn } = naming.names

  let shortUa = `${cap(type.ua)}${activeInName ? ` ${activeInName.ua}` : ''} ${target[0]}.`
  let shortEn = `${cap(type.en)}${activeInName ? ` ${activeInName.en}` : ''} ${target[1]}.`
  if (shortUa.length > 120 || shortEn.length > 120) {
    shortUa = `${cap(type.ua)} ${target[0]}.`
    shortEn = `${cap(type.en)} ${target[1]}.`
  }

  const benefits = rng.sample(pool.benefits, rng.int(2, 3))
  const texture = TEXTURE[type.use] && rng.chance(0.7) ? rng.pick(TEXTURE[type.use]!) : null
  const leadEn = type.g === 'p' || pluralEn(type.en) ? cap(type.en) : `${article(type.en)} ${type.en}`
  const para1Ua = [
    `${cap(type.ua)} ${brand.seed.name} із серії ${serie} ${target[0]}.`,
    ...benefits.map((b) => b[0]),
  ].join(' ')
  const para1En = [
    `${leadEn} by ${brand.seed.name} from the ${serie} line, ${target[1]}.`,
    ...benefits.map((b) => b[1]),
  ].join(' ')
  const para2Ua = [active?.about?.[0], texture?.[0]].filter(Boolean).join(' ')
  const para2En = [active?.about?.[1], texture?.[1]].filter(Boolean).join(' ')
  const brandUa = `Про бренд: ${brand.seed.name} — ${brand.seed.country[0].toLowerCase()} бренд, заснований у ${brand.seed.founded} році. ${brand.seed.focus[0]}`
  const brandEn = `About the brand: ${brand.seed.name} is ${withArticle(brand.seed.country[1])} brand founded in ${brand.seed.founded}. ${brand.seed.focus[1]}`
  const descriptionUa = [para1Ua, para2Ua, brandUa].filter(Boolean).join('\n\n')
  const descriptionEn = [para1En, para2En, brandEn].filter(Boolean).join('\n\n')

  const inciBase = type.shade === 'oxidant' ? INCI_BASE.oxidant : INCI_BASE[type.use]
  const end = rng.pick(inciBase ? PRESCRIPTION_END : PRESCRIPTION_END_GOODS)
  const prescriptionUa = `${PRESCRIPTION_START[type.g][0]} ${target2[0]}. ${end[0]}`
  const prescriptionEn = `${PRESCRIPTION_START[type.g][1]} ${target2[1]}. ${end[1]}`
  const applications = APPLICATION[type.use] ?? APPLICATION.body!
  const application =
    applications[
      Math.min(APPLICATION_INDEX[entry.child.slug] ?? rng.int(0, applications.length - 1), applications.length - 1)
    ]!

  let composition: string
  if (inciBase) {
    const parts = [inciBase]
    if (active) parts.push(active.inci)
    if (type.shade && type.shade !== 'oxidant' && type.shade !== 'hairColor') parts.push(PIGMENTS)
    parts.push(rng.pick(INCI_TAIL))
    composition = parts.join(', ')
  } else composition = active?.inci ?? pool.material ?? ''

  const views = Math.floor(Math.exp(rng.next() * 9.3))
  const createdAt = SEED_EPOCH - rng.int(1, 730 * 24 * 60) * 60_000

  // Variants: sizes of the type (or shades, for one-size shade products such as lipsticks).
  const wanted = rng.weighted<number>([
    [1, 0.1],
    [2, 0.32],
    [3, 0.34],
    [4, 0.24],
  ])
  const choices: Array<{ ua: string; en: string; amount: number }> = []
  if (shadeVariants) {
    const seen = new Set<string>()
    for (let tries = 0; choices.length < wanted && tries < 20; tries++) {
      const s = shadeName(type.shade!, rng.next())
      if (seen.has(s[0])) continue
      seen.add(s[0])
      choices.push({ ua: s[0], en: s[1], amount: type.values[0]!.amount })
    }
  } else {
    const idx = rng
      .sample(
        type.values.map((_, i) => i),
        Math.min(wanted, type.values.length),
      )
      .sort((x, y) => x - y)
    for (const i of idx) choices.push(type.values[i]!)
  }
  const basePrice = rng.int(type.price[0], type.price[1])
  const onSale = rng.chance(0.14)
  const wholesaleSale = rng.chance(0.11)
  const variants: Row[] = []
  const images: Row[] = []
  choices.forEach((value, j) => {
    const variantId = firstVariantId + j
    const ratio = value.amount / type.values[0]!.amount
    const price = roundPrice(basePrice * ratio ** 0.62)
    const wholesale = Math.round(price * (0.55 + rng.next() * 0.15))
    let discount = onSale ? roundPrice(price * (0.7 + rng.next() * 0.2)) : 0
    if (discount >= price) discount = 0
    let discountWholesale = wholesaleSale ? Math.round(wholesale * (0.8 + rng.next() * 0.15)) : 0
    if (discountWholesale >= wholesale) discountWholesale = 0
    const state = rng.weighted<StockState>([
      ['in', 0.73],
      ['wholesaleOnly', 0.1],
      ['none', 0.09],
      ['retailOnly', 0.08],
    ])
    const stock =
      state === 'in' || state === 'retailOnly' ? 1 + Math.floor(rng.next() ** 2 * (state === 'in' ? 150 : 30)) : 0
    const stockOpt = state === 'in' || state === 'wholesaleOnly' ? 1 + Math.floor(rng.next() ** 1.5 * 400) : 0
    variants.push({
      id: variantId,
      product_id: id,
      code: `${brand.seed.code}-${10000 + variantId}`,
      barcode: ean13(variantId),
      value_ua: value.ua,
      value_en: value.en,
      price_uah: price,
      discount_price_uah: discount,
      wholesale_price_uah: wholesale,
      discount_wholesale_price_uah: discountWholesale,
      stock,
      stock_opt: stockOpt,
      views: Math.floor(views * rng.next() * 0.6),
      sort_order: j,
    })
    const count = rng.weighted<number>([
      [1, 0.3],
      [2, 0.4],
      [3, 0.3],
    ])
    for (let n = 1; n <= count; n++) {
      images.push({
        variant_id: variantId,
        position: n - 1,
        xs: mediaPath(productImageKey(brand.seed.slug, type.shape, n, 'xs')),
        s: mediaPath(productImageKey(brand.seed.slug, type.shape, n, 's')),
        l: mediaPath(productImageKey(brand.seed.slug, type.shape, n, 'l')),
      })
    }
  })
  const bounds = productPriceBounds(
    variants.map((v) => ({
      priceUah: v.price_uah as number,
      discountPriceUah: v.discount_price_uah as number,
      wholesalePriceUah: v.wholesale_price_uah as number,
      discountWholesalePriceUah: v.discount_wholesale_price_uah as number,
      stock: v.stock as number,
      stockOpt: v.stock_opt as number,
    })),
  )

  const product: Row = {
    id,
    slug: `${slugify(`${brand.seed.name} ${nameEn}`)}-${id}`,
    external_slug: `${slugify(nameUa, 60)}-${id}`,
    brand_id: brand.id,
    category_id: entry.id,
    name_ua: nameUa,
    name_en: nameEn,
    short_ua: shortUa,
    short_en: shortEn,
    description_ua: descriptionUa,
    description_en: descriptionEn,
    prescription_ua: prescriptionUa,
    prescription_en: prescriptionEn,
    application_ua: application[0],
    application_en: application[1],
    composition,
    serie,
    unit_ua: UNITS[type.unit][0],
    unit_en: UNITS[type.unit][1],
    sort_order: rng.int(0, 1000),
    views,
    is_active: 1,
    min_price_uah: bounds.minPriceUah,
    min_wholesale_price_uah: bounds.minWholesalePriceUah,
    created_at: createdAt,
  }
  return { product, variants, images }
}

/** Products 1..total in chunks, each with its variants and image rows. */
export function* productChunks(
  total: number,
  chunkSize: number,
  ctx: CatalogueContext = catalogueContext(),
): Generator<{ products: Row[]; variants: Row[]; images: Row[] }> {
  let nextVariant = 1
  for (let start = 1; start <= total; start += chunkSize) {
    const products: Row[] = []
    const variants: Row[] = []
    const images: Row[] = []
    for (let id = start; id < Math.min(total + 1, start + chunkSize); id++) {
      const rows = buildProduct(ctx, id, nextVariant)
      nextVariant += rows.variants.length
      products.push(rows.product)
      variants.push(...rows.variants)
      images.push(...rows.images)
    }
    yield { products, variants, images }
  }
}

export function buildPromoCodes(): Row[] {
  return PROMO_CODES.map((p, i) => {
    const brandId = BRANDS.findIndex((b) => b.slug === p.brandSlug) + 1
    if (brandId === 0) throw new Error(`promo ${p.code}: unknown brand ${p.brandSlug}`)
    return {
      id: i + 1,
      code: p.code,
      brand_id: brandId,
      kind: p.kind,
      amount: p.amount,
      starts_at: p.startsDays === null ? null : SEED_EPOCH + p.startsDays * DAY_MS,
      ends_at: p.endsDays === null ? null : SEED_EPOCH + p.endsDays * DAY_MS,
      usage_limit: p.usageLimit,
      used_count: p.usedCount,
      is_active: p.isActive ? 1 : 0,
      created_at: SEED_EPOCH + (p.startsDays ?? -30) * DAY_MS,
    }
  })
}
