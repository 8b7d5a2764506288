import { useLoaderData } from '@tanstack/react-router'
import type { Buyer } from '../domain/viewer'

/**
 * The buyer the server rendered this page for (its session cookie): prices, stock and availability
 * follow it on the first paint. A login or logout re-runs the loaders (router.invalidate), so it
 * changes together with the data it prices.
 */
export function useBuyer(): Buyer {
  return useLoaderData({ from: '__root__', select: (data) => data.buyer })
}
