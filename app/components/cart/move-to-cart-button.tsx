import { useTranslation } from 'react-i18next'
import { moveWishlistItemToCart } from '../../lib/cart-storage'

/** Spec §4: a wishlist item moved to the cart leaves the list, and the cart panel opens. */
export function MoveToCartButton({ code }: { code: string }) {
  const { t } = useTranslation()
  return (
    <button type="button" className="btn btn--primary btn--small" onClick={() => moveWishlistItemToCart(code)}>
      {t('cart.move_to_cart')}
    </button>
  )
}
