import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../domain/money'
import type { WishlistItem } from '../../domain/cart'
import { removeFromStoredWishlist } from '../../lib/cart-storage'
import { useStoredList } from '../../lib/stored-list'
import { MoveToCartButton } from '../cart/move-to-cart-button'
import { StockAlert } from '../product/stock-alert'
import { CloseIcon } from '../ui/icons'

/**
 * Spec §2 wishlist: a title and an empty message, or the items (image, name link, price 'грн', remove),
 * each also moved to the cart here as from the wishlist panel (spec §4: it leaves the list, the cart opens).
 */
export function WishlistSection() {
  const { t, i18n } = useTranslation()
  const items = useStoredList<WishlistItem>('wishlist')
  const format = (n: number) => formatNumber(i18n.language, n)

  return (
    <section className="profile__section" data-testid="profile-wishlist">
      <h2 className="profile__section-title">{t('accounts.wishlist.title')}</h2>
      {items.length === 0 ? (
        <div className="profile__empty">
          <p className="muted">{t('accounts.wishlist.empty')}</p>
          <a href="/catalogue" className="btn btn--outline btn--small">
            {t('accounts.wishlist.to_catalogue')}
          </a>
        </div>
      ) : (
        <ul className="wishes">
          {items.map((item) => (
            <li key={item.code} className="wish" data-testid="wishlist-item">
              <a href={item.url} className="wish__image">
                {item.image ? <img src={item.image} alt="" loading="lazy" width={72} height={72} /> : null}
              </a>
              <a href={item.url} className="wish__name">
                {item.name}
              </a>
              <div className="wish__buy">
                {/* §2: the price followed by 'грн'. */}
                <span className="wish__price">{format(item.price)} грн</span>
                <MoveToCartButton code={item.code} />
              </div>
              <button
                type="button"
                className="icon-btn wish__remove"
                aria-label={t('accounts.wishlist.remove', { name: item.name })}
                onClick={() => removeFromStoredWishlist(item.code)}
              >
                <CloseIcon width={18} height={18} />
              </button>
              <StockAlert code={item.code} ask="watch" />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
