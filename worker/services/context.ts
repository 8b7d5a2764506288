import { createDb, type Db } from '../../db/client'
import { type ContentSource, createContentSource } from '../adapters/content'
import { type AppConfig, parseConfig } from '../env'
import { type AdminServices, createAdminServices } from './admin'
import { createProfileService, type ProfileService } from './auth/profile'
import { createRefreshTokens } from './auth/refresh-tokens'
import { createRegistrationService, type RegistrationService } from './auth/registration'
import { createSessionService, type SessionService } from './auth/session'
import { type BotCheck, createBotCheck } from './bot-check'
import { type Cache, createCache } from './cache'
import { type CatalogueService, createCatalogueService } from './catalogue'
import { type ContentService, createContentService } from './content'
import { type ContentPreview, createContentPreview } from './content-preview'
import { createEmailService, type EmailService } from './email'
import { storeContactsOf } from './email/store-contacts'
import { createFormsService, type FormsService } from './forms'
import { createRateLimiter, type RateLimiter } from './rate-limit'
import { createReviewsService, type ReviewsService } from './reviews'
import { createPaymentService, type PaymentService } from './payments'
import { cardPaymentOf } from './payments/card-payment'
import { createRefundJobs, type RefundJobs } from './payments/refund-jobs'
import { createReturnMails, type ReturnMails } from './orders/return-mails'
import { createStatusMails, type StatusMails } from './orders/status-mails'
import { createRefundService, type RefundService } from './payments/refunds'
import { createHoldService, type HoldService } from './orders/holds'
import { createOrderService, type OrderService } from './orders'
import { issuedSellers } from './orders/issued-sellers'
import { createPageCache, edgeCache, type PageCache } from './page-cache'
import { createNovaPoshtaClient } from '../adapters/nova-poshta'
import { createNovaPoshtaService, type NovaPoshtaService } from './delivery/nova-poshta'
import { createFiscalService, type FiscalService } from './fiscal'
import { createParcelTracking, type ParcelTrackingService } from './delivery/parcel-tracking'
import { createFeedService, type FeedService } from './feeds'
import { createWaybillService, type WaybillService } from './delivery/waybills'
import { createWaybillClient } from '../adapters/nova-poshta-documents'
import { createMessageService, type MessageService } from './messages'
import { type AlertService, createAlertService } from './alerts'
import type { ShownStock } from './shown-stock'

export interface Services {
  config: AppConfig
  db: Db
  cache: Cache
  catalogue: CatalogueService
  content: ContentService
  /** Drafts for the preview route, behind its token and never cached. */
  contentPreview: ContentPreview
  session: SessionService
  registration: RegistrationService
  profile: ProfileService
  email: EmailService
  botCheck: BotCheck
  rateLimit: RateLimiter
  forms: FormsService
  reviews: ReviewsService
  payments: PaymentService
  refunds: RefundService
  /** Card refunds that are due (a return's, a paid order's decline): tried at once, swept by the cron. */
  refundJobs: RefundJobs
  /** Buyers' emails about returns whose money staff paid back (worker/services/orders/return-mails.ts). */
  returnMails: ReturnMails
  statusMails: StatusMails
  holds: HoldService
  orders: OrderService
  admin: AdminServices
  pageCache: PageCache
  novaPoshta: NovaPoshtaService
  fiscal: FiscalService
  /** Nova Poshta parcels on their way: received ones become delivered (the Cron Trigger). */
  parcels: ParcelTrackingService
  feeds: FeedService
  /** Nova Poshta waybills made from the back office. */
  waybills: WaybillService
  /** Viber/SMS messages to buyers who opted in (TurboSMS). */
  messages: MessageService
  /** Back-in-stock and price-drop alerts buyers asked for. */
  alerts: AlertService
}

/**
 * Made once per isolate and env (a Worker's env does not change while its isolate lives): the
 * configuration, the content source and the database client, none of which does I/O of its own.
 */
const byEnv = new WeakMap<
  object,
  { config: AppConfig; source: ContentSource; drafts: () => ContentSource; botCheck: BotCheck; db: Db }
>()

/**
 * The shared parts. One database client serves the isolate's requests (db/client.ts says why that is
 * safe in workerd): making one per request cost about 0.05 ms of every request, health checks included.
 */
function sharedFor(env: Env) {
  let shared = byEnv.get(env)
  if (!shared) {
    const config = parseConfig(env as unknown as Record<string, unknown>)
    const sourceConfig = {
      source: config.CONTENT_SOURCE,
      projectId: config.SANITY_PROJECT_ID,
      dataset: config.SANITY_DATASET,
      token: config.SANITY_API_TOKEN,
      apiHost: config.SANITY_API_HOST,
    }
    const source = createContentSource(sourceConfig)
    // Made on the first preview only: most isolates never serve one.
    let drafts: ContentSource | undefined
    const draftSource = () => (drafts ??= createContentSource({ ...sourceConfig, perspective: 'drafts' }))
    const db = createDb(config.TURSO_DATABASE_URL, config.TURSO_AUTH_TOKEN)
    shared = { config, source, drafts: draftSource, botCheck: createBotCheck(config), db }
    byEnv.set(env, shared)
  }
  return shared
}

/** The parsed configuration; throws ConfigError naming a missing or invalid variable. */
export function configFor(env: Env): AppConfig {
  return sharedFor(env).config
}

/** Each env's page cache, made once (it holds no state of a request). */
const pageCaches = new WeakMap<object, PageCache>()

/** The product page cache alone: a cached page needs neither a database client nor the other services. */
export function pageCacheFor(env: Env): PageCache {
  let cache = pageCaches.get(env)
  if (!cache) {
    const { config } = sharedFor(env)
    cache = createPageCache({
      kv: env.CATALOG_CACHE,
      edge: edgeCache(),
      siteUrl: config.SITE_URL,
      ttlSeconds: config.PAGE_CACHE_SECONDS,
    })
    pageCaches.set(env, cache)
  }
  return cache
}

/**
 * An object whose every property is made by its maker on first read and kept: a page's server function
 * reads one or two services, and making all thirty for each call cost a rendered product page (two
 * server functions) about 1.5 ms of its 9–10 ms of CPU.
 * The properties are the object's own (enumerable, assignable), so a test may still spread or replace them.
 */
function lazily<T extends object>(makers: { [K in keyof T]: () => T[K] }): T {
  const keys = Object.keys(makers)
  const shape = keys.join()
  let descriptors = accessors.get(shape)
  if (!descriptors) accessors.set(shape, (descriptors = accessorsOf(keys)))
  const made = Object.defineProperties({}, descriptors)
  Object.defineProperty(made, MAKERS, { value: makers })
  return made as T
}

/** Where an object made by lazily keeps its makers (not enumerable: a spread copies the services only). */
const MAKERS = Symbol('makers')
type Lazy = Record<string, unknown> & { [MAKERS]: Record<string, () => unknown> }

/**
 * The accessors of a set of keys, made once and shared by every object with those keys (getServices
 * makes one per call, always with the same keys): defining thirty fresh getters and setters per call
 * cost about as much again as the rest of lazily.
 */
const accessors = new Map<string, PropertyDescriptorMap>()
function accessorsOf(keys: string[]): PropertyDescriptorMap {
  const descriptors: PropertyDescriptorMap = {}
  for (const key of keys)
    descriptors[key] = {
      enumerable: true,
      configurable: true,
      get(this: Lazy) {
        return keep(this, key, this[MAKERS][key]!())
      },
      set(this: Lazy, value: unknown) {
        keep(this, key, value)
      },
    }
  return descriptors
}

function keep<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): T[K] {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true })
  return value
}

/** The services of one call: each made when first used (none holds anything of the call's until then). */
/**
 * A variant went from in stock to pre-order or back: its product pages read otherwise (the page cache
 * renders them afresh), so do the card lists kept in KV (the listing price is the first available
 * variant's), and so must the marketplace feeds, which otherwise wait for their daily build.
 */
async function shownStockChanged(s: Pick<Services, 'pageCache' | 'feeds' | 'cache'>): Promise<void> {
  await Promise.all([s.pageCache.invalidate(['stock']), s.cache.moveStockGeneration(), s.feeds.markStale()])
}

export function getServices(env: Env): Services {
  const shared = sharedFor(env)
  const { db, config } = shared
  // Shared by the services that use them, as when every service was made at once.
  let tokens: ReturnType<typeof createRefreshTokens> | undefined
  const refreshTokens = () => (tokens ??= createRefreshTokens(db))
  let npClient: ReturnType<typeof createNovaPoshtaClient> | undefined
  const novaPoshtaClient = () => (npClient ??= createNovaPoshtaClient(config.novaPoshta))
  // A write that turned a variant from in stock to pre-order or back: for shoppers, or for partners alone.
  const shownStock: ShownStock = {
    productPagesChanged: () => shownStockChanged(s),
    cardListsChanged: () => s.cache.moveStockGeneration(),
  }
  const s: Services = lazily<Services>({
    config: () => config,
    db: () => db,
    cache: () => createCache(env.CATALOG_CACHE),
    catalogue: () => createCatalogueService(db, s.cache),
    content: () => createContentService(shared.source, s.cache),
    contentPreview: () => createContentPreview(config, shared.drafts),
    session: () => createSessionService(db, config, refreshTokens()),
    registration: () => createRegistrationService(db, config, s.email, refreshTokens()),
    profile: () => createProfileService(db, s.novaPoshta.check),
    email: () =>
      createEmailService(db, config, async (locale) => storeContactsOf(await s.content.siteSettings(locale))),
    botCheck: () => shared.botCheck,
    rateLimit: () => createRateLimiter(env),
    reviews: () => createReviewsService(db, s.email),
    payments: () => createPaymentService(db, config, s.email, s.refunds),
    refunds: () => createRefundService(db, config, s.email, (request) => fetch(request)),
    refundJobs: () => createRefundJobs(db, s.refunds),
    returnMails: () => createReturnMails(db, s.email),
    statusMails: () => createStatusMails(db, s.email),
    holds: () => createHoldService(db, s.email, { holdMinutes: config.ORDER_HOLD_MINUTES, shownStock }),
    forms: () => createFormsService(db, env.MEDIA, s.email),
    orders: () =>
      createOrderService(db, {
        ...shownStock,
        notify: { email: s.email },
        holdMinutes: config.ORDER_HOLD_MINUTES,
        checkNewPost: s.novaPoshta.check,
        track: s.novaPoshta.tracking,
        cardPayment: cardPaymentOf(config),
        messages: s.messages,
        sellers: () => issuedSellers(s.content),
      }),
    admin: () =>
      createAdminServices({ db, cache: s.cache, media: env.MEDIA, email: s.email, refunds: s.refunds, shownStock }),
    pageCache: () => pageCacheFor(env),
    novaPoshta: () => createNovaPoshtaService(s.cache, novaPoshtaClient()),
    fiscal: () => createFiscalService(db, config, env.CATALOG_CACHE, s.email, (request) => fetch(request)),
    parcels: () =>
      createParcelTracking({
        db,
        client: novaPoshtaClient(),
        email: s.email,
        fiscal: s.fiscal,
        messages: s.messages,
        kv: env.CATALOG_CACHE,
      }),
    feeds: () => createFeedService({ db, bucket: env.MEDIA, siteUrl: config.SITE_URL }),
    waybills: () =>
      createWaybillService({
        db,
        settings: config.waybills,
        client: createWaybillClient({ ...config.novaPoshta, printUrl: config.waybills.sender?.printUrl ?? '' }),
      }),
    messages: () => createMessageService(db, config.messages),
    alerts: () => createAlertService(db, s.email),
  })
  return s
}
