import { useOpenPanel } from '../../lib/panels'
import { CartPanel } from './cart-panel'
import { WishlistPanel } from './wishlist-panel'

/** The open slide-in panel, if any (spec §2 layout). */
export function Panels() {
  const open = useOpenPanel()
  if (open === 'cart') return <CartPanel />
  if (open === 'wishlist') return <WishlistPanel />
  return null
}
