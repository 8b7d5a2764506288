/**
 * Locally nothing fires the Worker's Cron Trigger (Miniflare does not schedule it), so unpaid orders
 * never lapsed, feeds never rebuilt and due receipts, messages and refunds waited for a hand-made
 * request. `npm run dev` asks the local runtime to run the scheduled handler once a minute, as
 * wrangler.toml's `crons` does on Cloudflare. The browser tests and the bench trigger it themselves,
 * when their case needs it, and so do not run this.
 */
const CRON = '* * * * *'
const MINUTE_MS = 60_000

/** Starts the ticks once `base` answers; the first tick runs a minute after. Returns a stop function. */
export function runCronEveryMinute(base: string, log: (line: string) => void = console.log): () => void {
  const url = `${base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(CRON)}`
  let told = false
  const tick = async () => {
    try {
      const res = await fetch(url)
      if (!res.ok && !told) log(`[cron] the local scheduled handler answered ${res.status}; ticks go on`)
      told ||= !res.ok
    } catch {
      // The server is starting or restarting: the next minute's tick tries again.
    }
  }
  const timer = setInterval(() => void tick(), MINUTE_MS)
  timer.unref()
  log(`[cron] the Worker's scheduled handler runs every minute (${url})`)
  return () => clearInterval(timer)
}
