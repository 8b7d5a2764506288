import { AppError } from '../../app/domain/app-error'
import { isSearchable } from '../../app/domain/search-input'

/**
 * The store's rate limits, each a Workers Rate Limiting binding (wrangler.toml; miniflare emulates
 * them locally). A bucket's key says who is counted: an IP, an account, an integration.
 *   auth    login, registration, activation and reset-confirm attempts per IP (20 a minute)
 *   account login attempts per account (10 a minute)
 *   reset   password-reset emails asked for, per IP and per email (5 a minute each): apart from
 *           login, so asking for someone's reset can neither lock their login nor flood their inbox
 *   forms   contact, recall, lead and partner submissions per form and IP (5 a minute, spec)
 *   sync    ERP price-sync calls per integration key (30 a minute)
 *   promo   promo-code checks per IP (20 a minute), so codes cannot be guessed by trying them all
 *   reviews review, reply and vote writes per signed-in user (30 a minute)
 *   orders  new orders per IP (10 a minute): an order takes stock, so a script must not empty the shelves
 *   paymentReports  provider callbacks and payment-status polls per order (30 a minute): each may be stored
 *   novaPoshta  city, branch and tracking look-ups per IP (60 a minute): each may cost a call to the carrier
 *   novaPoshtaEntries  new cached city and branch look-ups per IP (20 a minute): past it the answer is
 *           still given but not kept, so one caller cannot fill KV with entries of made-up queries
 *   search  product searches per IP (120 a minute): the header's drop-down, the search page and its
 *           listing. A search reads the most of any public request; the limit is generous because a
 *           mobile operator's NAT puts many shoppers behind one address
 *   productViews  views the product API counts, per IP and product (1 a minute): each is a database
 *           write, so a loop can neither flood the database with writes nor push a product up "top viewed"
 */
export const RATE_LIMIT_BUCKETS = {
  auth: 'AUTH_LIMITER',
  account: 'ACCOUNT_LIMITER',
  forms: 'FORMS_LIMITER',
  sync: 'SYNC_LIMITER',
  promo: 'PROMO_LIMITER',
  reviews: 'REVIEWS_LIMITER',
  orders: 'ORDERS_LIMITER',
  reset: 'RESET_LIMITER',
  paymentReports: 'PAYMENT_REPORTS_LIMITER',
  novaPoshta: 'NOVA_POSHTA_LIMITER',
  novaPoshtaEntries: 'NOVA_POSHTA_ENTRIES_LIMITER',
  search: 'SEARCH_LIMITER',
  productViews: 'PRODUCT_VIEWS_LIMITER',
} as const satisfies Record<string, keyof Env>
export type RateLimitBucket = keyof typeof RATE_LIMIT_BUCKETS

/** Every binding counts over a minute (the binding's period); a refused caller may retry after it. */
export const RATE_LIMIT_PERIOD_SECONDS = 60

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', 'Too many requests. Please try again later.')
  }
}

export interface RateLimiter {
  /** Counts one attempt; throws RateLimitedError (429 with Retry-After) when the bucket is full. */
  check(bucket: RateLimitBucket, key: string): Promise<void>
  /** Counts one attempt and says whether the bucket still had room (nothing is refused; a missing binding allows nothing). */
  allows(bucket: RateLimitBucket, key: string): Promise<boolean>
}

export function createRateLimiter(env: Env): RateLimiter {
  return {
    async check(bucket, key) {
      const binding = env[RATE_LIMIT_BUCKETS[bucket]] as RateLimit | undefined
      if (!binding) throw new AppError('unavailable', `Missing rate limit binding ${RATE_LIMIT_BUCKETS[bucket]}`)
      const { success } = await binding.limit({ key: `${bucket}:${key}` })
      if (!success) throw new RateLimitedError(RATE_LIMIT_PERIOD_SECONDS)
    },
    async allows(bucket, key) {
      const binding = env[RATE_LIMIT_BUCKETS[bucket]] as RateLimit | undefined
      if (!binding) return false
      return (await binding.limit({ key: `${bucket}:${key}` })).success
    },
  }
}

/**
 * Counts a product search against the caller's address (the API's and the search page's alike): 429
 * past the minute's limit. A query too short to search reads nothing, and is not counted.
 */
export async function countSearch(limiter: RateLimiter, headers: Headers, q: string | undefined): Promise<void> {
  if (q !== undefined && isSearchable(q)) await limiter.check('search', clientIp(headers))
}

/** The caller's IP as Cloudflare reports it; local tools send none, and count as one caller. */
export function clientIp(headers: Headers): string {
  return headers.get('cf-connecting-ip') ?? headers.get('x-real-ip') ?? 'local'
}
