import { useTranslation } from 'react-i18next'
import type { WishlistItem } from '../../domain/cart'
import { removeFromStoredWishlist } from '../../lib/cart-storage'
import { closePanel } from '../../lib/panels'
import { useStoredList } from '../../lib/stored-list'
import { CloseIcon, HeartIcon } from '../ui/icons'
import { useMoney } from '../ui/use-money'
import { StockAlert } from '../product/stock-alert'
import { MoveToCartButton } from './move-to-cart-button'
import { SidePanel } from './side-panel'

export function WishlistPanel() {
  const { t } = useTranslation()
  const money = useMoney()
  const wishlist = useStoredList<WishlistItem>('wishlist')

  return (
    <SidePanel title={t('cart.wishlist_title')} count={wishlist.length} testId="wishlist-panel">
      {wishlist.length === 0 ? (
        <div className="sidepanel__empty">
          <HeartIcon width={44} height={44} />
          <p className="sidepanel__empty-title">{t('cart.wishlist_empty')}</p>
          <p className="muted">{t('cart.wishlist_empty_hint')}</p>
          <a href="/catalogue" className="btn btn--outline" onClick={closePanel}>
            {t('cart.to_catalogue')}
          </a>
        </div>
      ) : (
        <ul className="cartlist">
          {wishlist.map((item) => (
            <li key={item.code} className="cartline cartline--wish" data-testid="wishlist-line" data-code={item.code}>
              <a href={item.url} className="cartline__image" onClick={closePanel}>
                {item.image ? <img src={item.image} alt={item.name} width={72} height={72} loading="lazy" /> : null}
              </a>
              <div className="cartline__info">
                {item.brand && <span className="cartline__brand">{item.brand}</span>}
                <a href={item.url} className="cartline__name" onClick={closePanel}>
                  {item.name}
                </a>
                <span className="cartline__unit">
                  <b>{money(item.price)}</b>
                </span>
                <StockAlert code={item.code} ask="watch" />
              </div>
              <div className="cartline__controls">
                <MoveToCartButton code={item.code} />
              </div>
              <button
                type="button"
                className="cartline__remove"
                aria-label={t('cart.remove_item', { name: item.name })}
                onClick={() => removeFromStoredWishlist(item.code)}
              >
                <CloseIcon width={18} height={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </SidePanel>
  )
}
