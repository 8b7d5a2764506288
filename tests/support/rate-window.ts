/**
 * The rate limits count in windows aligned to the wall clock's minutes (Cloudflare's and Miniflare's
 * alike), so a test that fills a bucket and expects the next call refused must do it inside one
 * window: it starts at a fresh minute when less than `needSeconds` of the current one are left.
 */
export async function withinOneRateWindow(needSeconds = 30): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000)
  if (left < needSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50))
}
