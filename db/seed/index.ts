/**
 * The seed: migrates a local SQLite file, then (only if it is not seeded yet, or with `force`) writes a
 * deterministic catalogue and the fixed accounts, fills the search index, and puts the generated
 * images into the local R2 bucket. See db/seed/cli.ts for the command line.
 */
import { createClient, type Client } from '@libsql/client'
import { migrateFile } from '../local/migrate'
import { rebuildSearchIndex } from '../queries/search-index'
import {
  brandLook,
  buildBrands,
  buildCategories,
  buildPromoCodes,
  catalogueContext,
  categoryColor,
  categoryTileShapes,
  insertStatements,
  productChunks,
} from './catalogue'
import { BRANDS } from './data/brands'
import { CATEGORIES } from './data/categories'
import { publishImages, SHAPES, type ImageJobs, type Shape } from './images'
import { seedPeople } from './people'
import { SEED } from './random'

export const SEED_VERSION = 1

export interface SeedOptions {
  /** Path of the SQLite file (created and migrated if missing). */
  file: string
  /** Number of products (default in the CLI: 1500). */
  products: number
  /** Render and upload images into the local R2 bucket (the DB rows are the same either way). */
  images: boolean
  /** Wipe catalogue, people and their orders/reviews, then seed again. */
  force?: boolean
  log?: (s: string) => void
  /** wrangler config for the R2 proxy; defaults to the project's wrangler.toml. */
  wranglerConfig?: string
  /** Where miniflare keeps local R2 (default: .wrangler/state beside the config, as `wrangler dev`). */
  persistTo?: string
}

export interface SeedResult {
  status: 'seeded' | 'already-seeded'
  counts: Record<string, number>
  timingsMs: Record<string, number>
  images?: { rendered: number; skipped: number; objects: number; renderMs: number; putMs: number }
}

/** Tables the seed owns, children first (so --force works with foreign keys on or off). */
const WIPE_TABLES = [
  'reply_votes',
  'comment_votes',
  'replies',
  'comments',
  'payment_events',
  'order_lines',
  'orders',
  'promo_codes',
  'products_search',
  'products_search_keys',
  'products_search_terms',
  'variant_images',
  'variants',
  'products',
  'brands',
  'categories',
  'refresh_tokens',
  'refresh_token_families',
  'courier_addresses',
  'new_post_addresses',
  'companies',
  'wholesale_requests',
  'audit_log',
  'partner_applications',
  'partner_options',
  'users',
  'seed_meta',
] as const

const META_DDL = 'CREATE TABLE IF NOT EXISTS seed_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)'

async function seededState(client: Client): Promise<{ seeded: boolean; detail: string }> {
  const meta = await client.execute(`SELECT value FROM seed_meta WHERE key = 'catalogue'`)
  if (meta.rows.length > 0) return { seeded: true, detail: String(meta.rows[0]!.value) }
  const products = Number((await client.execute('SELECT count(*) AS n FROM products')).rows[0]!.n)
  if (products > 0) return { seeded: true, detail: `${products} products present (not written by the seed)` }
  return { seeded: false, detail: '' }
}

/** What to draw: the product image sets the variant_images rows point at, and every brand and category. */
async function imageJobsFromDb(client: Client): Promise<ImageJobs> {
  const looks = new Map(BRANDS.map((b) => [b.slug, brandLook(b)]))
  const sets = new Map<string, { brand: ReturnType<typeof brandLook>; shape: Shape; count: number }>()
  const rs = await client.execute('SELECT DISTINCT l FROM variant_images')
  const pattern = /^\/media\/products\/([a-z0-9-]+)\/([a-z]+)-(\d)-l\.webp$/
  for (const row of rs.rows) {
    const m = pattern.exec(String(row.l))
    const brand = m && looks.get(m[1]!)
    if (!m || !brand || !(SHAPES as readonly string[]).includes(m[2]!)) continue
    const key = `${m[1]}|${m[2]}`
    const n = Number(m[3])
    const prev = sets.get(key)
    if (!prev || prev.count < n) sets.set(key, { brand, shape: m[2] as Shape, count: n })
  }
  const brandSlugs = new Set((await client.execute('SELECT slug FROM brands')).rows.map((r) => String(r.slug)))
  const categorySlugs = new Set((await client.execute('SELECT slug FROM categories')).rows.map((r) => String(r.slug)))
  const allCategories = CATEGORIES.flatMap((p) => [p, ...p.children])
  return {
    brands: BRANDS.filter((b) => brandSlugs.has(b.slug)).map(brandLook),
    productSets: [...sets.values()].sort((a, b) => (a.brand.slug + a.shape).localeCompare(b.brand.slug + b.shape)),
    categories: allCategories
      .filter((c) => categorySlugs.has(c.slug))
      .map((c) => ({ slug: c.slug, color: categoryColor(c.slug), shapes: categoryTileShapes(c.slug), name: c.en })),
  }
}

export async function seed(opts: SeedOptions): Promise<SeedResult> {
  const log = opts.log ?? (() => {})
  const timings: Record<string, number> = {}
  const time = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now()
    try {
      return await fn()
    } finally {
      timings[label] = Math.round(performance.now() - t0)
      log(`  ${label}: ${(timings[label]! / 1000).toFixed(2)} s`)
    }
  }
  if (!Number.isInteger(opts.products) || opts.products < 1)
    throw new Error(`products must be a positive integer, got ${opts.products}`)

  await time('migrate', () => migrateFile(opts.file))
  const client = createClient({ url: `file:${opts.file}` })
  try {
    await client.execute('PRAGMA journal_mode = WAL')
    await client.execute('PRAGMA synchronous = NORMAL')
    await client.execute(META_DDL)

    if (opts.force) {
      await time('wipe', async () => {
        await client.execute('PRAGMA foreign_keys = OFF')
        await client.batch(
          WIPE_TABLES.map((t) => `DELETE FROM ${t}`),
          'write',
        )
        await client.execute('PRAGMA foreign_keys = ON')
      })
      await client.execute(META_DDL)
    }

    const state = await seededState(client)
    if (state.seeded) {
      log(`already seeded (${state.detail}); use --force to wipe and seed again`)
      const result: SeedResult = { status: 'already-seeded', counts: {}, timingsMs: timings }
      if (opts.images) {
        const jobs = await imageJobsFromDb(client)
        result.images = await time('images', () =>
          publishImages(jobs, { configPath: opts.wranglerConfig, persistTo: opts.persistTo, log }),
        )
        log(`images: ${result.images.rendered} rendered, ${result.images.skipped} already in R2`)
      }
      return result
    }

    const counts: Record<string, number> = {}
    await time('categories, brands, promo codes', async () => {
      const categories = buildCategories().rows
      const brands = buildBrands()
      const promos = buildPromoCodes()
      await client.batch(
        [
          ...insertStatements('categories', categories),
          ...insertStatements('brands', brands),
          ...insertStatements('promo_codes', promos),
        ],
        'write',
      )
      counts.categories = categories.length
      counts.brands = brands.length
      counts.promoCodes = promos.length
    })

    await time(`products (${opts.products})`, async () => {
      const ctx = catalogueContext()
      counts.products = 0
      counts.variants = 0
      counts.variantImages = 0
      const chunk = 2000
      for (const rows of productChunks(opts.products, chunk, ctx)) {
        await client.batch(
          [
            ...insertStatements('products', rows.products),
            ...insertStatements('variants', rows.variants),
            ...insertStatements('variant_images', rows.images),
          ],
          'write',
        )
        counts.products += rows.products.length
        counts.variants += rows.variants.length
        counts.variantImages += rows.images.length
        if (opts.products > 10_000 && counts.products % 20_000 === 0) log(`    ${counts.products} products…`)
      }
    })

    await time('people, reviews, partner options', async () => {
      const people = await seedPeople(client, { productCount: opts.products })
      Object.assign(counts, people)
    })

    counts.searchIndex = await time('search index', () => rebuildSearchIndex(client))
    // Table statistics, so the planner picks the covering listing indexes (Turso keeps them too).
    await time('analyze', () => client.execute('ANALYZE'))

    await client.execute({
      sql: `INSERT OR REPLACE INTO seed_meta (key, value) VALUES ('catalogue', ?)`,
      args: [
        JSON.stringify({
          version: SEED_VERSION,
          seed: SEED,
          products: counts.products,
          variants: counts.variants,
          seededAt: new Date().toISOString(),
        }),
      ],
    })
    await client.execute('PRAGMA optimize')

    const result: SeedResult = { status: 'seeded', counts, timingsMs: timings }
    if (opts.images) {
      const jobs = await imageJobsFromDb(client)
      result.images = await time('images', () =>
        publishImages(jobs, { configPath: opts.wranglerConfig, persistTo: opts.persistTo, log }),
      )
      log(
        `images: ${result.images.rendered} rendered (${result.images.objects} objects; render ${(result.images.renderMs / 1000).toFixed(1)} s, put ${(result.images.putMs / 1000).toFixed(1)} s summed over parallel tasks), ${result.images.skipped} already in R2`,
      )
    }
    return result
  } finally {
    client.close()
  }
}
