import { useLoaderData } from '@tanstack/react-router'
import type { Buyer } from '../domain/viewer'

/**
 * The buyer the server rendered this page for (its session cookie): the browser's one notion of the
 * audience. Prices, stock and availability follow it on the first paint; a login or logout re-runs
 * the loaders (router.invalidate), so it changes together with the data it prices. The spec's
 * `isWhoosaler` storage key is written beside the token for compatibility and never read.
 */
export function useBuyer(): Buyer {
  return useLoaderData({ from: '__root__', select: (data) => data.buyer })
}

const RETAIL: Buyer = { signedIn: false, isWholesaler: false }
let rendered: () => Buyer = () => RETAIL

/** The root layout says where the router keeps the rendered buyer, for code outside components. */
export function readBuyerFrom(read: () => Buyer | undefined) {
  rendered = () => read() ?? RETAIL
}

/** The rendered buyer outside components (the session's sync after a login or on start). */
export const currentBuyer = (): Buyer => rendered()
