import { Suspense, useEffect } from 'react'
import { lazyComponent, prefetchWhenIdle } from '../../lib/lazy-component'
import { useOpenPanel } from '../../lib/panels'

const CartPanel = lazyComponent(() => import('./cart-panel').then((m) => m.CartPanel))
const WishlistPanel = lazyComponent(() => import('./wishlist-panel').then((m) => m.WishlistPanel))

/** The open slide-in panel, if any (spec §2 layout). Their code loads when the browser is idle, or on first open. */
export function Panels() {
  const open = useOpenPanel()
  useEffect(() => prefetchWhenIdle(CartPanel, WishlistPanel), [])
  return (
    <Suspense fallback={null}>
      {open === 'cart' && <CartPanel />}
      {open === 'wishlist' && <WishlistPanel />}
    </Suspense>
  )
}
