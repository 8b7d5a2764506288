import { troubleSince } from '../../../db/queries/store-health'
import type { Services } from '../context'
import { createOpsAlerts, type OpsAlerts } from './alerts'
import { dependencyState, noteDependency } from './dependencies'
import { logLine } from './log'

/** A dependency failing this long is an operator's business. */
export const DOWN_FOR_MS = 5 * 60_000
const WATCHED_KEY = 'ops:watched-until'

/** Runs one job and writes its line: name, run id, time taken, outcome (a small summary, redacted). */
async function job<T>(run: string, name: string, quiet: boolean, work: () => Promise<T>): Promise<T | undefined> {
  const started = Date.now()
  try {
    const result = await work()
    if (!quiet) logLine('info', { type: 'job', id: run, job: name, ok: true, ms: Date.now() - started, result })
    return result
  } catch (error) {
    logLine('error', { type: 'job', id: run, job: name, ok: false, ms: Date.now() - started, error })
    return undefined
  }
}

/**
 * What went wrong since the last look, for the operator: jobs out of attempts, payments that did not
 * match, a dependency down for minutes. Each kind is emailed at most once an hour (ops/alerts.ts).
 */
export async function watch(services: Services, kv: KVNamespace, alerts: OpsAlerts, now: number) {
  const since = Number((await kv.get(WATCHED_KEY).catch(() => null)) ?? now - 2 * 60_000)
  const trouble = await troubleSince(services.db, since, now)
  const raised: string[] = []
  const raise = async (kind: Parameters<OpsAlerts['raise']>[0], detail: Record<string, unknown> = {}) => {
    raised.push(kind)
    await alerts.raise(kind, detail)
  }
  if (trouble.failedJobs.length > 0) await raise('job_failed', { jobs: trouble.failedJobs })
  if (trouble.paymentChecks > 0) await raise('payment_check', { orders: trouble.paymentChecks })
  if (trouble.checkboxFailing) await raise('checkbox_down')
  if (trouble.emailFailing) await raise('email_down')
  const carrier = await dependencyState(kv, 'nova-poshta')
  if (carrier && now - carrier.failingSince >= DOWN_FOR_MS)
    await raise('carrier_down', { minutes: Math.round((now - carrier.failingSince) / 60_000) })
  await kv.put(WATCHED_KEY, String(now)).catch(() => undefined)
  return { raised }
}

/**
 * The Cron Trigger's work (wrangler.toml [triggers], every minute), each job with its own log line
 * under one run id: lapsed card holds released, due card refunds sent, fiscal receipts issued (and the shift closed at night),
 * Nova Poshta parcels tracked, failed emails and messages retried, a due marketplace feed rebuilt, alert
 * emails and the status emails a Worker left unsent sent, product-page views folded into the products (hourly), then the watch.
 */
export async function runJobs(env: Env, services: Services): Promise<void> {
  const run = `cron-${crypto.randomUUID()}`
  const quiet = env.APP_ENV === 'test'
  const kv = env.CATALOG_CACHE
  await Promise.all([
    job(run, 'release-lapsed-holds', quiet, () => services.holds.releaseLapsed()),
    job(run, 'fiscal-receipts', quiet, () => services.fiscal.scheduled()),
    // Card refunds that are due and were not answered when asked (a crash, an error, another refund in flight).
    job(run, 'refunds', quiet, () => services.refundJobs.sweep()),
    // Return emails the request that recorded the return could not send (an error, a card refund being asked).
    job(run, 'return-mails', quiet, () => services.returnMails.sendDue()),
    // Status emails whose move committed but whose sending did not finish (a Worker ended, an error).
    job(run, 'status-mails', quiet, () => services.statusMails.sendDue()),
    job(run, 'parcel-tracking', quiet, async () => {
      const result = await services.parcels.trackDue()
      // A run that did not happen (not due) says nothing about the carrier.
      if (result) await noteDependency(kv, 'nova-poshta', !result.failed, Date.now())
      return result
    }),
    // Emails and Viber/SMS messages whose delivery failed before, with growing pauses, then listed for staff.
    job(run, 'email-delivery', quiet, () => services.email.delivery.sendDue()),
    job(run, 'messages', quiet, () => services.messages.sendDue()),
    job(run, 'feeds', quiet, () => services.feeds.rebuildDue()),
    job(run, 'stock-alerts', quiet, () => services.alerts.sendDue()),
    job(run, 'product-views', quiet, () => services.catalogue.foldViews()),
  ])
  await job(run, 'ops-watch', quiet, () => watch(services, kv, createOpsAlerts(kv, services.email), Date.now()))
}
