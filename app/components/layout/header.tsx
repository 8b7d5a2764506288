import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { Category } from '../../contract/catalogue'
import type { SiteSettings } from '../../contract/content'
import type { CartItem, WishlistItem } from '../../domain/cart'
import type { Locale } from '../../domain/locale'
import { lazyComponent, prefetchWhenIdle } from '../../lib/lazy-component'
import { togglePanel } from '../../lib/panels'
import { useStoredList } from '../../lib/stored-list'
import { CartIcon, HeartIcon, MenuIcon, PhoneIcon } from '../ui/icons'
import { CategoryNav } from './category-nav'
import { MobileMenu } from './mobile-menu'
import { Logo } from './logo'
import { PhonesMenu } from './phones-menu'
import { SearchBox } from './search-box'
import { TopBar } from './top-bar'
import { telHref } from '../../lib/phone'
import { AccountLink } from '../account/account-link'
import { HydrateLater } from '../../lib/hydrate-later'
import { KeptMarkup } from '../../lib/kept-markup'
import { useKeepKey } from './keep-key'

/** Opens on a click: fetched when the browser is idle, or on first open. */
const RecallModal = lazyComponent(() => import('./recall-modal').then((m) => m.RecallModal))

interface HeaderProps {
  settings: SiteSettings
  categories: Category[]
  locale: Locale
}

/** The header; the server writes it once per language, settings and categories (app/lib/kept-markup.ts). */
export function Header(props: HeaderProps) {
  return (
    <KeptMarkup tag="header" className="header" keepKey={useKeepKey('header', [props.settings, props.categories])}>
      <HeaderContent {...props} />
    </KeptMarkup>
  )
}

/** A count over an icon in at most three characters (a partner's cart holds thousands); the label says it whole. */
const badgeCount = (count: number) => (count > 99 ? '99+' : String(count))

function HeaderContent({ settings, categories, locale }: HeaderProps) {
  const { t } = useTranslation()
  const [menuOpen, setMenuOpen] = useState(false)
  const [recallOpen, setRecallOpen] = useState(false)
  const cart = useStoredList<CartItem>('cart')
  const wishlist = useStoredList<WishlistItem>('wishlist')
  const cartCount = cart.reduce((sum, line) => sum + line.quantity, 0)
  // The counts live in this browser: the server's markup leaves the badges blank rather than say 0.
  const counted = useInBrowser()
  const retail = settings.phones.retail[0]
  const wholesale = settings.phones.wholesale[0]
  useEffect(() => prefetchWhenIdle(RecallModal), [])
  // The control that opened the recall dialog gets the focus back once it closes (Escape, ✕ or a click
  // outside): the dialog mounts after its chunk loads, when the focus may already have left the opener.
  const recallOpener = useRef<HTMLElement | null>(null)
  const openRecall = (opener?: HTMLElement) => {
    recallOpener.current = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null)
    setRecallOpen(true)
  }
  useEffect(() => {
    if (recallOpen || !recallOpener.current) return
    if (recallOpener.current.isConnected) recallOpener.current.focus()
    recallOpener.current = null
  }, [recallOpen])

  return (
    <header className="header">
      {/* The first stop of the keyboard: past the header's 25 links straight to the page's own content. */}
      <a
        className="skip-link"
        href="#main"
        onClick={(e) => {
          e.preventDefault()
          document.getElementById('main')?.focus()
        }}
      >
        {t('header.skip')}
      </a>
      <HydrateLater>
        <TopBar settings={settings} locale={locale} />
      </HydrateLater>
      <div className="container mainbar">
        <button
          type="button"
          className="icon-btn mainbar__burger"
          aria-label={t('header.menu')}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        <Logo />
        <HydrateLater>
          <SearchBox locale={locale} />
        </HydrateLater>
        <div className="phones">
          {retail && (
            <a className="phones__line" href={telHref(retail.phone)}>
              <small>{t('header.retail')}</small>
              {retail.phone}
            </a>
          )}
          {wholesale && (
            <a className="phones__line" href={telHref(wholesale.phone)}>
              <small>{t('header.wholesale')}</small>
              {wholesale.phone}
            </a>
          )}
        </div>
        <PhonesMenu settings={settings} onRecall={() => openRecall()} />
        <button
          type="button"
          className="btn btn--outline mainbar__recall"
          aria-label={t('header.recall')}
          onClick={(event) => openRecall(event.currentTarget)}
        >
          <PhoneIcon width={18} height={18} aria-hidden="true" />
          <span aria-hidden="true">{t('header.recall')}</span>
        </button>
        <nav className="mainbar__icons" aria-label={t('header.account')}>
          <AccountLink />
          <button
            type="button"
            className="icon-btn"
            aria-label={counted ? `${t('header.wishlist')}: ${wishlist.length}` : t('header.wishlist')}
            onClick={() => togglePanel('wishlist')}
          >
            <HeartIcon />
            <span className="badge" data-testid="wishlist-count">
              {counted ? badgeCount(wishlist.length) : ''}
            </span>
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={counted ? `${t('header.cart')}: ${cartCount}` : t('header.cart')}
            onClick={() => togglePanel('cart')}
          >
            <CartIcon />
            <span className="badge" data-testid="cart-count">
              {counted ? badgeCount(cartCount) : ''}
            </span>
          </button>
        </nav>
      </div>
      <HydrateLater>
        <CategoryNav categories={categories} />
      </HydrateLater>
      {menuOpen && (
        <MobileMenu categories={categories} settings={settings} locale={locale} onClose={() => setMenuOpen(false)} />
      )}
      {recallOpen && (
        <Suspense fallback={null}>
          <RecallModal settings={settings} locale={locale} onClose={() => setRecallOpen(false)} />
        </Suspense>
      )}
    </header>
  )
}

const noSubscription = () => () => {}
/** False in the server's markup, true once rendering in the browser. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
