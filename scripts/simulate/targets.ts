/**
 * What the simulated traffic asks for, read from the simulation's catalogue, and each planned request
 * as the HTTP request a shopper's browser, the ERP, Sanity or WayForPay's check page would send.
 */
import { randomBytes } from 'node:crypto'
import { createClient } from '@libsql/client'
import { signSanityWebhook } from '../../worker/services/sanity-webhook'
import { hashIntegrationKey } from '../../worker/services/admin/integration-keys'
import { DUMMY_TOKEN } from '../../worker/adapters/turnstile'
import { SEARCH_TERMS } from '../../tests/bench/queries'
import type { Kind, Planned } from './model'

export interface Catalogue {
  /** Product slugs in popularity order: rank 0 is the most viewed (the seed's order is arbitrary). */
  slugs: string[]
  categories: string[]
  brands: string[]
  brandIds: number[]
  /** Variants with stock, for carts and orders. */
  variants: Array<{ id: number; code: string; price: number }>
  pages: string[]
}

export async function readCatalogue(dbFile: string): Promise<Catalogue> {
  const db = createClient({ url: `file:${dbFile}` })
  try {
    const column = async <T>(sql: string) => (await db.execute(sql)).rows.map((row) => row[0] as T)
    const variants = (
      await db.execute(
        'SELECT id, code, price_uah FROM variants WHERE stock > 20 AND price_uah > 0 ORDER BY stock DESC, id LIMIT 400',
      )
    ).rows.map((r) => ({ id: Number(r[0]), code: String(r[1]), price: Number(r[2]) }))
    if (variants.length < 40) throw new Error(`simulation: ${dbFile} has only ${variants.length} variants in stock`)
    return {
      slugs: await column<string>('SELECT slug FROM products WHERE is_active = 1 ORDER BY id'),
      categories: await column<string>('SELECT slug FROM categories WHERE parent_id IS NULL ORDER BY sort_order'),
      brands: await column<string>('SELECT slug FROM brands ORDER BY id'),
      brandIds: (await column<number>('SELECT id FROM brands ORDER BY id')).map(Number),
      variants,
      pages: ['/blog', '/brands', '/contacts', '/opt', '/donate'],
    }
  } finally {
    db.close()
  }
}

/** A key for the ERP feed, stored as the back office stores one (its hash). */
export async function addIntegrationKey(dbFile: string): Promise<string> {
  const key = `bp_${randomBytes(32).toString('base64url')}`
  const db = createClient({ url: `file:${dbFile}` })
  try {
    await db.execute({
      sql: 'INSERT INTO integration_keys (name, key_hash) VALUES (?, ?)',
      args: [`simulation ${new Date().toISOString()}`, await hashIntegrationKey(key)],
    })
  } finally {
    db.close()
  }
  return key
}

export interface Sessions {
  /** The wholesale partner's session cookie (pages are rendered for them). */
  partnerCookie: string
  /** A staff member's bearer for the back office's API. */
  staffBearer: string
  erpKey: string
  sanitySecret: string
}

/** Signs in as the seeded partner and staff member, by the store's own login. */
export async function signIn(base: string, email: string, password: string) {
  const res = await fetch(`${base}/api/v1/company/auth/token/custom-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.250.${email.length}.1` },
    body: JSON.stringify({ email, password, recaptchaToken: DUMMY_TOKEN }),
  })
  if (!res.ok) throw new Error(`simulation: signing in as ${email} answered ${res.status}`)
  const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? ''
  return { access: ((await res.json()) as { access: string }).access, cookie }
}

export interface SimRequest {
  kind: Kind
  path: string
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: string
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }
const json = { 'content-type': 'application/json' }

/** A shopper of its own per request (orders and limits are per client address). */
const shopper = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

/** Builds the HTTP request of a planned one; `serial` numbers orders (their phones and keys). */
export function requestFor(
  planned: Planned,
  catalogue: Catalogue,
  sessions: Sessions,
  serial: number,
  run: string,
  cardReferences: string[],
): SimRequest {
  const { kind, rank } = planned
  const pickOf = <T>(list: readonly T[]) => list[rank % list.length]!
  const locale = rank % 5 === 0 ? 'en' : 'ua'
  const page = (path: string, extra: Record<string, string> = {}): SimRequest => ({
    kind,
    path,
    method: 'GET',
    headers: { ...BROWSER, cookie: `user-locale=${locale}`, 'cf-connecting-ip': shopper(serial), ...extra },
  })
  const api = (path: string, extra: Record<string, string> = {}): SimRequest => ({
    kind,
    path: `/api/v1${path}`,
    method: 'GET',
    headers: { 'accept-language': locale, 'cf-connecting-ip': shopper(serial), ...extra },
  })
  const post = (path: string, body: unknown, extra: Record<string, string> = {}): SimRequest => ({
    kind,
    path: `/api/v1${path}`,
    method: 'POST',
    headers: { ...json, 'cf-connecting-ip': shopper(serial), ...extra },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const cart = () => {
    const lines = new Map<number, number>()
    for (let i = 0; i <= rank % 3; i++) lines.set(pickOf(catalogue.variants.slice(i * 7)).id, 1 + ((rank >> 3) % 3))
    return [...lines].map(([id, quantity]) => ({ id, quantity }))
  }
  switch (kind) {
    case 'home':
      return page('/')
    case 'category':
      return page(`/catalogue/${pickOf(catalogue.categories)}`)
    case 'listing': {
      const min = rank % 2000
      const sort = ['price_asc', 'price_dsc', 'newest', 'popular'][rank % 4]
      return api(
        `/shop/products/category-products/?brand_ids=${pickOf(catalogue.brandIds)}&price_min=${min}&price_max=${min + 1500}&sort=${sort}`,
      )
    }
    case 'brand':
      return page(`/brands/${pickOf(catalogue.brands)}`)
    case 'product':
      return page(`/product/${catalogue.slugs[rank % catalogue.slugs.length]}`)
    case 'partnerProduct':
      return page(`/product/${catalogue.slugs[rank % catalogue.slugs.length]}`, {
        cookie: `user-locale=${locale}; ${sessions.partnerCookie}`,
      })
    case 'search':
      return api(`/shop/search/?q=${encodeURIComponent(pickOf(SEARCH_TERMS))}`)
    case 'content':
      return page(pickOf(catalogue.pages))
    case 'checkout':
      return post('/order/quote/', { cartItems: cart(), promo_code: rank % 4 === 0 ? 'SPRING10' : null })
    case 'backOffice':
      return api(`/admin/orders?limit=25&page=${1 + (rank % 3)}`, { authorization: `Bearer ${sessions.staffBearer}` })
    case 'order': {
      const card = rank % 10 < 6
      return post(
        '/order/orders/',
        {
          first_name: 'Симуляція',
          last_name: 'Покупець',
          phone: `+38067${String(serial % 10_000_000).padStart(7, '0')}`,
          email: `sim.${run}.${serial}@example.com`,
          deliveryType: card ? 'newpost' : 'curier',
          curier_info: { street: 'вул. Хрещатик', house: String(serial) },
          np_info: { city: 'Київ', branch: 'Відділення №1' },
          payment: card ? 'card' : 'cash',
          promo_code: null,
          cartItems: cart(),
        },
        { 'idempotency-key': `${run}-${serial}` },
      )
    }
    case 'paymentCallback': {
      // The check page's poll for a card order still being paid (the newest ones).
      const reference = cardReferences.at(-1 - (rank % Math.max(1, Math.min(20, cardReferences.length))))
      return post('/order/payment/callback/', { orderReference: reference ?? 'none', first_check: false })
    }
    case 'erpSync': {
      const items = Array.from({ length: 200 }, (_, i) => {
        const variant = catalogue.variants[(rank + i * 13) % catalogue.variants.length]!
        // Prices move a little (never threefold: those are held for staff), stock moves more.
        return { code: variant.code, price: variant.price + ((rank + i) % 7) - 3, stock: 2000 + ((rank + i) % 500) }
      })
      return post('/sync/prices/', { items }, { authorization: `Bearer ${sessions.erpKey}` })
    }
    case 'sanityEdit':
      // Signed in run(): the signature covers the body and the moment it is sent.
      return post('/webhooks/sanity', { _type: 'page', _id: `page-${pickOf(['about', 'delivery', 'contacts'])}` })
  }
}

/** A card order's reference from its answer (the check page polls only those), else undefined. */
export function cardReference(request: SimRequest, status: number, answer: string): string | undefined {
  if (request.kind !== 'order' || status !== 201) return undefined
  if ((JSON.parse(request.body!) as { payment: string }).payment !== 'card') return undefined
  return (JSON.parse(answer) as { reference?: string }).reference
}

/** Signs a Sanity webhook just before it is sent (the signature carries its time). */
export async function signed(request: SimRequest, sanitySecret: string): Promise<SimRequest> {
  if (request.kind !== 'sanityEdit') return request
  return {
    ...request,
    headers: {
      ...request.headers,
      'sanity-webhook-signature': await signSanityWebhook(request.body!, sanitySecret, Date.now()),
    },
  }
}
