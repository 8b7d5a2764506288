/**
 * A page's first read of sessionStorage or localStorage waits for the browser's own process to hand
 * over the site's stored values: a synchronous round trip, a few milliseconds on a busy phone and
 * more on a loaded test host. The router reads sessionStorage (its scroll positions) while its module
 * is evaluated, and the header's counters read localStorage while they hydrate, so the wait landed
 * inside those long tasks. Opening each in a task of its own while the app's modules download
 * (the entry, app/client.tsx) keeps it apart.
 */
export async function openStorages(): Promise<void> {
  for (const storage of ['sessionStorage', 'localStorage'] as const) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    try {
      void window[storage].length
    } catch {
      // Storage refused (privacy settings): the app copes where it reads it.
    }
  }
}
