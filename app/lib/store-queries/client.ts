import { InfiniteQueryObserver, MutationObserver, QueryClient, QueryObserver } from '@tanstack/query-core'
import { onLogin } from '../auth/session'
import { onLogout } from '../auth/session-end'

/*
 * The storefront's QueryClient and Query's observers: the one chunk that holds Query's code, imported
 * only when a block first reads or writes (use-store-query.ts). Home, category, product and search
 * pages never ask for it, so their first load carries none of it.
 */

/**
 * A refusal or a failure is shown at once, as the blocks did before Query: no retries (a buyer's
 * block says "could not load" and the page's own retry stays theirs); the window regaining focus does
 * not reload a form the buyer is filling in.
 */
export const client = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})
client.mount()

// One buyer's addresses, orders and reviews are never shown to the next who signs in in this tab, and
// prices read before a wholesaler signed in are not shown after.
onLogout(() => client.clear())
onLogin(() => client.clear())

export { InfiniteQueryObserver, MutationObserver, QueryObserver }
