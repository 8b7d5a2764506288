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
import { createRefundService, type RefundService } from './payments/refunds'
import { createHoldService, type HoldService } from './orders/holds'
import { createOrderService, type OrderService } from './orders'
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

export function getServices(env: Env): Services {
  const shared = sharedFor(env)
  const db = shared.db
  const cache = createCache(env.CATALOG_CACHE)
  const content = createContentService(shared.source, cache)
  const email = createEmailService(db, shared.config, async (locale) =>
    storeContactsOf(await content.siteSettings(locale)),
  )
  const refreshTokens = createRefreshTokens(db)
  const pageCache = pageCacheFor(env)
  const refunds = createRefundService(db, shared.config, email, (request) => fetch(request))
  const novaPoshtaClient = createNovaPoshtaClient(shared.config.novaPoshta)
  const novaPoshta = createNovaPoshtaService(cache, novaPoshtaClient)
  const messages = createMessageService(db, shared.config.messages)
  const fiscal = createFiscalService(db, shared.config, env.CATALOG_CACHE, email, (request) => fetch(request))
  return {
    config: shared.config,
    db,
    cache,
    catalogue: createCatalogueService(db, cache),
    content,
    contentPreview: createContentPreview(shared.config, shared.drafts),
    session: createSessionService(db, shared.config, refreshTokens),
    registration: createRegistrationService(db, shared.config, email, refreshTokens),
    profile: createProfileService(db, novaPoshta.check),
    email,
    botCheck: shared.botCheck,
    rateLimit: createRateLimiter(env),
    reviews: createReviewsService(db, email),
    payments: createPaymentService(db, shared.config, email, refunds),
    refunds,
    holds: createHoldService(db, email, {
      holdMinutes: shared.config.ORDER_HOLD_MINUTES,
      productPagesChanged: () => pageCache.invalidate(['stock']),
    }),
    forms: createFormsService(db, env.MEDIA, email),
    orders: createOrderService(db, {
      productPagesChanged: () => pageCache.invalidate(['stock']),
      notify: { email },
      holdMinutes: shared.config.ORDER_HOLD_MINUTES,
      checkNewPost: novaPoshta.check,
      track: novaPoshta.tracking,
      cardPayment: cardPaymentOf(shared.config),
      messages,
    }),
    admin: createAdminServices({ db, cache, media: env.MEDIA, email, refunds }),
    pageCache,
    novaPoshta,
    fiscal,
    parcels: createParcelTracking({ db, client: novaPoshtaClient, email, fiscal, messages, kv: env.CATALOG_CACHE }),
    feeds: createFeedService({ db, bucket: env.MEDIA, siteUrl: shared.config.SITE_URL }),
    waybills: createWaybillService({
      db,
      settings: shared.config.waybills,
      client: createWaybillClient({
        ...shared.config.novaPoshta,
        printUrl: shared.config.waybills.sender?.printUrl ?? '',
      }),
    }),
    messages,
    alerts: createAlertService(db, email),
  }
}
