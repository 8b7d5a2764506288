import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Product } from '../../contract/catalogue'
import { variantPrices } from '../../contract/catalogue-view'
import type { Locale } from '../../domain/locale'
import { effectivePrice, regularPrice } from '../../domain/price'
import { isSearchable, SEARCH_MAX_LENGTH } from '../../domain/search-query'
import { catalogueReads } from '../../lib/store-queries/catalogue-reads'
import { defaultVariant } from '../product-page/product-model'
import { useBuyer } from '../../lib/buyer'
import { CloseIcon, SearchIcon } from '../ui/icons'
import { Price } from '../ui/price'

/** Spec §9: requests wait for 300 ms of quiet typing; results hide 200 ms after blur (so a tap on a result lands). */
const DEBOUNCE_MS = 300
const BLUR_HIDE_MS = 200

type Status = 'short' | 'loading' | 'results' | 'empty'

/** Debounced search of GET /shop/search/: at most one request in flight, a stale answer is never shown. */
function useSearch(typed: string, locale: Locale): { status: Status; results: Product[] } {
  const [state, setState] = useState<{ query: string; results: Product[] }>({ query: '', results: [] })
  // Spaces around the words change nothing, so typing one makes no request.
  const query = typed.trim()
  const searchable = isSearchable(query)

  useEffect(() => {
    if (!searchable) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      catalogueReads()
        .then(({ searchProducts }) => searchProducts(query, locale, controller.signal))
        .then((results) => setState({ query, results }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          // Spec §8: a failed search is silent; the box says nothing was found.
          console.warn('search failed', error)
          setState({ query, results: [] })
        })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, searchable, locale])

  if (!searchable) return { status: 'short', results: [] }
  if (state.query !== query) return { status: 'loading', results: [] }
  return { status: state.results.length > 0 ? 'results' : 'empty', results: state.results }
}

/**
 * The search page's query, whenever the page is opened (from a link, a bookmark or the box itself),
 * is what the box holds: after hydration, since the header's markup is shared by every page.
 */
function useSearchPageQuery(setQuery: (q: string) => void) {
  const q = useRouterState({
    select: (s) => {
      if (s.location.pathname !== '/search') return null
      const raw = (s.location.search as { q?: unknown }).q
      return typeof raw === 'string' || typeof raw === 'number' ? String(raw).slice(0, SEARCH_MAX_LENGTH) : null
    },
  })
  useEffect(() => {
    if (q !== null) setQuery(q)
  }, [q, setQuery])
}

/**
 * The header search (spec §2/§5 Search). The results open when the box takes focus or the query
 * changes, and close 200 ms after focus leaves the box (input, clear button and results count as
 * the box), on Escape, and when a result is picked; focusing again reopens them for the same query.
 * Arrow keys move between the input and the results.
 */
export function SearchBox({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  // Suggestions are asked for only while they show: a query the search page put in the box asks nothing.
  const { status, results } = useSearch(open ? query : '', locale)
  useSearchPageQuery(setQuery)
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const panelId = useId()
  const navigate = useNavigate()

  useEffect(() => () => clearTimeout(hideTimer.current), [])

  const show = () => {
    clearTimeout(hideTimer.current)
    setOpen(true)
  }
  const hide = () => {
    clearTimeout(hideTimer.current)
    setOpen(false)
  }
  // Focus moving between the input, the clear button and the results stays inside the box.
  const onBlur = (e: FocusEvent<HTMLFormElement>) => {
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return
    clearTimeout(hideTimer.current)
    hideTimer.current = setTimeout(() => setOpen(false), BLUR_HIDE_MS)
  }

  const links = () => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === 'Escape') {
      // Closes the results; the browser's own Escape would also empty a search input.
      e.preventDefault()
      // Back to the input first: its focus would open the results again (the form's onFocus).
      inputRef.current?.focus()
      hide()
      return
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
    const items = links()
    if (items.length === 0) return
    e.preventDefault()
    show()
    const at = items.indexOf(document.activeElement as HTMLAnchorElement)
    if (e.key === 'ArrowDown') items[Math.min(at + 1, items.length - 1)]!.focus()
    else if (at <= 0) inputRef.current?.focus()
    else items[at - 1]!.focus()
  }

  // Enter (or the magnifier) opens the full results page; a result in focus is a link and opens itself.
  const submit = () => {
    const q = query.trim()
    if (!isSearchable(q)) return
    hide()
    void navigate({ to: '/search', search: { q } })
  }

  const clear = () => {
    setQuery('')
    show()
    inputRef.current?.focus()
  }

  return (
    <form
      className="search"
      role="search"
      action="/search"
      method="get"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
      onFocus={show}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <input
        ref={inputRef}
        className="search__input"
        type="search"
        name="q"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          show()
        }}
        placeholder={t('header.search_placeholder')}
        role="combobox"
        aria-label={t('header.search')}
        aria-expanded={open}
        aria-controls={panelId}
        aria-autocomplete="list"
      />
      {query !== '' && (
        <button type="button" className="search__clear" aria-label={t('search.clear')} onClick={clear}>
          <CloseIcon width={18} height={18} />
        </button>
      )}
      <button
        type="submit"
        className="search__btn"
        aria-label={t('header.search')}
        onClick={() => inputRef.current?.focus()}
      >
        <SearchIcon width={20} height={20} />
      </button>
      <div id={panelId} className="search-panel" hidden={!open} data-testid="search-panel" data-status={status}>
        <p className="search-panel__status" aria-live="polite">
          {status === 'short' && t('search.hint')}
          {status === 'loading' && t('search.loading')}
          {status === 'empty' && t('search.empty')}
        </p>
        {status === 'results' && (
          <ul ref={listRef} className="search-panel__list" aria-label={t('search.results')}>
            {results.map((product) => (
              <SearchResult key={product.id} product={product} onPick={hide} />
            ))}
            <li className="search-panel__all">
              <Link to="/search" search={{ q: query.trim() }} onClick={hide} data-testid="search-show-all">
                {t('search.show_all')}
              </Link>
            </li>
          </ul>
        )}
      </div>
    </form>
  )
}

function SearchResult({ product, onPick }: { product: Product; onPick: () => void }) {
  const wholesale = useBuyer().isWholesaler
  // The variant the card and the product page start on, so the hit shows the same price.
  const variant = defaultVariant(product, wholesale)
  const image = variant?.images[0]
  const prices = variant ? variantPrices(variant) : null
  return (
    <li>
      <Link to="/product/$slug" params={{ slug: product.slug }} className="search-hit" onClick={onPick}>
        <span className="search-hit__image">
          {image ? <img src={image.xs} alt="" width={48} height={48} loading="lazy" decoding="async" /> : null}
        </span>
        <span className="search-hit__text">
          <span className="search-hit__name">{product.name}</span>
          <span className="search-hit__brand">{product.brand.name}</span>
        </span>
        {prices && (
          <span className="search-hit__price">
            <Price
              value={effectivePrice(prices, wholesale)}
              regular={regularPrice(prices, wholesale)}
              testId="search-hit-price"
            />
          </span>
        )}
      </Link>
    </li>
  )
}
