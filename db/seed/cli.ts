/**
 * npm run db:seed -- [--products N] [--file path] [--no-images] [--force]
 *
 *   --products N   number of products (default 1500; the benchmark uses 100000)
 *   --file path    SQLite file (default $LOCAL_DB_FILE or .data/store.db)
 *   --no-images    do not render images into the local R2 bucket (the DB rows are identical)
 *   --force        wipe catalogue, people, orders and reviews, then seed again
 *   --persist-to d miniflare state dir for the images (default .wrangler/state, as `wrangler dev`)
 *
 * Without --force a seeded database is left alone ("already seeded").
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_DB_FILE } from '../local/migrate'
import { seed } from './index'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1500' },
    file: { type: 'string' },
    'no-images': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
})

if (values.help) {
  console.log('usage: npm run db:seed -- [--products N] [--file path] [--no-images] [--force] [--persist-to dir]')
  process.exit(0)
}

const products = Number(values.products)
if (!Number.isInteger(products) || products < 1) {
  console.error(`--products must be a positive integer, got ${values.products}`)
  process.exit(2)
}
const file = resolve(values.file ?? process.env.LOCAL_DB_FILE ?? DEFAULT_DB_FILE)
const images = !values['no-images']

console.log(`seeding ${file}: ${products} products, images ${images ? 'on' : 'off'}${values.force ? ', force' : ''}`)
const t0 = performance.now()
const result = await seed({
  file,
  products,
  images,
  force: values.force,
  persistTo: values['persist-to'] ? resolve(values['persist-to']) : undefined,
  log: (s) => console.log(s),
})
if (result.status === 'seeded') {
  const c = result.counts
  console.log(
    `seeded: ${c.categories} categories, ${c.brands} brands, ${c.products} products, ${c.variants} variants, ${c.variantImages} variant images, ` +
      `${c.users} users, ${c.comments} comments, ${c.replies} replies, ${c.promoCodes} promo codes, ${c.partnerOptions} partner options`,
  )
}
console.log(`done in ${((performance.now() - t0) / 1000).toFixed(2)} s`)
