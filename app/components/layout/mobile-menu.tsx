import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Category } from '../../contract/catalogue'
import type { SiteSettings } from '../../contract/content'
import type { Locale } from '../../domain/locale'
import { catalogueReads } from '../../lib/store-queries/catalogue-reads'
import { isLoggedIn, useAuth } from '../../lib/auth/auth-store'
import { useDialogFocus } from '../../lib/dialog-focus'
import { allPhones, telHref } from '../../lib/phone'
import { ChevronIcon, CloseIcon } from '../ui/icons'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'

/** The category tree with subcategories, asked for when the menu opens (the page carries only the first level). */
function useCategoryTree(firstLevel: Category[], locale: Locale): Category[] {
  const [tree, setTree] = useState<Category[] | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    catalogueReads()
      .then(({ categoryTree }) => categoryTree(locale, controller.signal))
      // The tree is recursive, which the client's JSON type does not follow: it is the contract's Category.
      .then((answer) => !controller.signal.aborted && setTree(answer as unknown as Category[]))
      .catch(() => {
        // Without the tree the first level still leads to every category page.
      })
    return () => controller.abort()
  }, [locale])
  return tree ?? firstLevel
}

/**
 * The burger's sidebar on phones (spec §2/§4): categories, each opening its subcategories — one
 * submenu at a time, with a back step — then the other sections, the account, the language and the
 * store's phones.
 */
export function MobileMenu({
  categories,
  settings,
  locale,
  onClose,
}: {
  categories: Category[]
  settings: SiteSettings
  locale: Locale
  onClose: () => void
}) {
  const { t } = useTranslation()
  const tree = useCategoryTree(categories, locale)
  const [openId, setOpenId] = useState<number | null>(null)
  const open = tree.find((c) => c.id === openId && c.children.length > 0) ?? null
  const signedIn = isLoggedIn(useAuth())
  const panel = useRef<HTMLDivElement>(null)
  useDialogFocus(panel, true, onClose)
  // The keyboard follows the step: into a submenu onto its back step, and back onto the category it left.
  const lastOpened = useRef<number | null>(null)
  useEffect(() => {
    if (openId !== null) lastOpened.current = openId
    const target =
      openId !== null
        ? '.drawer__back'
        : lastOpened.current !== null
          ? `[data-category-id="${lastOpened.current}"]`
          : null
    if (target) panel.current?.querySelector<HTMLElement>(target)?.focus()
  }, [openId])

  return (
    <div className="drawer" role="dialog" aria-modal="true" aria-label={t('header.menu')} data-testid="mobile-menu">
      <button
        type="button"
        className="drawer__backdrop"
        aria-label={t('header.close')}
        tabIndex={-1}
        onClick={onClose}
      />
      <div className="drawer__panel" ref={panel}>
        <div className="drawer__head">
          <Logo />
          <button type="button" className="icon-btn" aria-label={t('header.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {open ? (
          <div className="drawer__sub">
            <button type="button" className="drawer__back" onClick={() => setOpenId(null)}>
              <ChevronIcon dir="left" width={16} height={16} aria-hidden="true" /> {t('header.menu_back')}
            </button>
            <p className="drawer__title">{open.human}</p>
            <ul className="drawer__list">
              <li>
                <a href={open.url}>{t('header.menu_all_in')}</a>
              </li>
              {open.children.map((c) => (
                <li key={c.id}>
                  <a href={c.url}>{c.human}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            <ul className="drawer__list">
              {tree.map((c) => (
                <li key={c.id}>
                  {c.children.length > 0 ? (
                    <button
                      type="button"
                      className="drawer__item"
                      aria-haspopup="true"
                      data-category-id={c.id}
                      onClick={() => setOpenId(c.id)}
                    >
                      {c.human} <ChevronIcon dir="right" width={16} height={16} aria-hidden="true" />
                    </button>
                  ) : (
                    <a href={c.url}>{c.human}</a>
                  )}
                </li>
              ))}
              <li>
                <a href="/brands">{t('header.brands')}</a>
              </li>
              <li>
                <a href="/opt">{t('header.wholesale_link')}</a>
              </li>
              <li>
                <a href="/blog">{t('header.blog')}</a>
              </li>
              <li>
                <a href="/contacts">{t('header.contacts')}</a>
              </li>
              <li>
                <a href={signedIn ? '/profile' : '/login'}>
                  {signedIn ? t('header.account_profile') : t('header.account_login')}
                </a>
              </li>
            </ul>
            <LanguageSwitch locale={locale} />
          </>
        )}
        <div className="drawer__phones">
          {allPhones(settings).map((p) => (
            <a key={p.phone} href={telHref(p.phone)}>
              <small>{p.name}</small> {p.phone}
            </a>
          ))}
        </div>
      </div>
    </div>
  )
}
