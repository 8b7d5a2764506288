import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Product } from '../../contract/catalogue'
import { variantPrices } from '../../contract/catalogue-view'
import type { Locale } from '../../domain/locale'
import { effectivePrice, regularPrice } from '../../domain/price'
import { isSearchable, SEARCH_MAX_LENGTH } from '../../domain/search-input'
import { catalogueReads } from '../../lib/store-queries/catalogue-reads'
import { defaultVariant } from '../product-page/product-model'
import { useBuyer } from '../../lib/buyer'
import { CloseIcon, SearchIcon } from '../ui/icons'
import { pluralForm } from '../catalogue/product-count'
import { Price } from '../ui/price'

/** Spec §9: requests wait for 300 ms of quiet typing; results hide 200 ms after blur (so a tap on a result lands). */
const DEBOUNCE_MS = 300
const BLUR_HIDE_MS = 200
/**
 * The list's id, fixed: the header has one search box, and an id of `useId` differs between the
 * server's React and the browser's Preact, whose hydration keeps the server's attributes: the list,
 * made only in the browser, would not have the id the server wrote into the input.
 */
const LIST_ID = 'search-results'
const optionId = (i: number) => `${LIST_ID}-${i}`

type Status = 'short' | 'loading' | 'results' | 'empty' | 'limited'

/** Debounced search of GET /shop/search/: at most one request in flight, a stale answer is never shown. */
function useSearch(typed: string, locale: Locale): { status: Status; results: Product[] } {
  const [state, setState] = useState<{ query: string; results: Product[]; limited?: boolean }>({
    query: '',
    results: [],
  })
  // Spaces around the words change nothing, so typing one makes no request.
  const query = typed.trim()
  const searchable = isSearchable(query)

  useEffect(() => {
    if (!searchable) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      catalogueReads()
        .then(({ searchProducts }) => searchProducts(query, locale, controller.signal))
        .then(({ results, limited }) => setState({ query, results, limited }))
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
  if (state.limited) return { status: 'limited', results: [] }
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
 * The header search (spec §2/§5 Search), a WAI-ARIA 1.2 combobox. The results open when the box
 * takes focus or the query changes, and close 200 ms after focus leaves the box (input, clear button
 * and results count as the box), on Escape, and when a result is picked; focusing again reopens
 * them for the same query. The focus stays in the input: ArrowDown and ArrowUp move a highlight
 * (`aria-activedescendant`) over the results and back to the text, Enter opens the highlighted one
 * (else the results page), Escape closes the list and a second Escape empties the box.
 */
export function SearchBox({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // Suggestions are asked for only while they show: a query the search page put in the box asks nothing.
  const { status, results } = useSearch(open ? query : '', locale)
  useSearchPageQuery(setQuery)
  const inputRef = useRef<HTMLInputElement>(null)
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const navigate = useNavigate()
  // The options: each result, then «all results». Expanded only while there are some to choose.
  const options = status === 'results' ? results.length + 1 : 0
  const at = active < options ? active : -1
  const expanded = open && options > 0

  useEffect(() => () => clearTimeout(hideTimer.current), [])
  useEffect(() => {
    if (at >= 0) document.getElementById(optionId(at))?.scrollIntoView({ block: 'nearest' })
  })

  const show = () => {
    clearTimeout(hideTimer.current)
    setOpen(true)
  }
  const hide = () => {
    clearTimeout(hideTimer.current)
    setOpen(false)
    setActive(-1)
  }
  // Focus moving between the input, the clear button and the results stays inside the box.
  const onBlur = (e: FocusEvent<HTMLFormElement>) => {
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return
    clearTimeout(hideTimer.current)
    hideTimer.current = setTimeout(hide, BLUR_HIDE_MS)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    const inInput = e.target === inputRef.current
    if (e.key === 'Escape') {
      // The browser's own Escape would empty a search input at once: here only a second one does.
      e.preventDefault()
      // Back to the input first: its focus would open the results again (the form's onFocus).
      inputRef.current?.focus()
      if (open) hide()
      else if (inInput) setQuery('')
    } else if (!inInput) {
      return
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!open) return show()
      // Round the options and the text itself (-1): down from the text is the first result, up the last.
      const step = e.key === 'ArrowDown' ? 2 : options + 1
      setActive(((at + step) % (options + 1)) - 1)
    } else if (e.key === 'Enter' && at >= 0) {
      // The option is a link: its click opens it as a tap would (and closes the list).
      e.preventDefault()
      document.getElementById(optionId(at))?.click()
    } else if (e.key === 'Home' || e.key === 'End') {
      // They move the caret in the text; the highlight gives way to it.
      setActive(-1)
    }
  }

  // Enter (or the magnifier) opens the full results page.
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
          setActive(-1)
          show()
        }}
        placeholder={t('header.search_placeholder')}
        role="combobox"
        aria-label={t('header.search')}
        aria-expanded={expanded}
        // Named only while it is there (WAI-ARIA 1.2 asks for it while the popup shows).
        aria-controls={expanded ? LIST_ID : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && at >= 0 ? optionId(at) : undefined}
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
      <div className="search-panel" hidden={!open} data-testid="search-panel" data-status={status}>
        {/* Read out as it changes; the number of results is for the ear only (the list shows them). */}
        <p className={status === 'results' ? 'visually-hidden' : 'search-panel__status'} role="status">
          {status === 'short' && t('search.hint')}
          {status === 'loading' && t('search.loading')}
          {status === 'empty' && t('search.empty')}
          {status === 'limited' && t('search.limited')}
          {status === 'results' && t(`catalogue.products_${pluralForm(results.length, locale)}`, { n: results.length })}
        </p>
        {status === 'results' && (
          <ul id={LIST_ID} role="listbox" className="search-panel__list" aria-label={t('search.results')}>
            {results.map((product, i) => (
              <SearchResult key={product.id} product={product} id={optionId(i)} active={i === at} onPick={hide} />
            ))}
            <li className="search-panel__all" role="none">
              <Link
                to="/search"
                search={{ q: query.trim() }}
                onClick={hide}
                data-testid="search-show-all"
                {...optionProps(optionId(results.length), at === results.length)}
              >
                {t('search.show_all')}
              </Link>
            </li>
          </ul>
        )}
      </div>
    </form>
  )
}

/** A link in the list is its option: out of the Tab order (the input keeps the focus), highlighted while active. */
const optionProps = (id: string, active: boolean) => ({ id, role: 'option', 'aria-selected': active, tabIndex: -1 })

function SearchResult({
  product,
  id,
  active,
  onPick,
}: {
  product: Product
  id: string
  active: boolean
  onPick: () => void
}) {
  const wholesale = useBuyer().isWholesaler
  // The variant the card and the product page start on, so the hit shows the same price.
  const variant = defaultVariant(product, wholesale)
  const image = variant?.images[0]
  const prices = variant ? variantPrices(variant) : null
  return (
    <li role="none">
      <Link
        to="/product/$slug"
        params={{ slug: product.slug }}
        className="search-hit"
        onClick={onPick}
        {...optionProps(id, active)}
      >
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
