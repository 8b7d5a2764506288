/**
 * miniflare counts rate limits in windows aligned to the wall clock (as Cloudflare's binding does
 * approximately): a test that fills a bucket must not straddle a window's end, or the count restarts
 * half way. Waits for the next window when fewer than `needMs` are left in this one.
 */
export async function atStartOfRateWindow(needMs = 20_000, periodMs = 60_000): Promise<void> {
  const left = periodMs - (Date.now() % periodMs)
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50))
}

/** The timeout of a test that may wait for a fresh window first. */
export const RATE_WINDOW_TEST_TIMEOUT = 90_000
