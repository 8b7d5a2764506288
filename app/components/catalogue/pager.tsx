import { Fragment, type MouseEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronIcon } from '../ui/icons'
import { pagerItems } from './pagination'

/** A plain click navigates in place; a click with a modifier opens the link as the browser would. */
function isPlainClick(e: MouseEvent) {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey
}

/**
 * Spec §2 numbered pager: '<' and '>' arrows disabled at the ends, the current page highlighted.
 * Pages are real links (shareable, crawlable); `onPage` handles them in place.
 */
export function Pager({
  page,
  pages,
  hrefFor,
  onPage,
}: {
  page: number
  pages: number
  hrefFor: (page: number) => string
  onPage: (page: number) => void
}) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  const link = (p: number, label: string, content: ReactNode, className: string) => (
    <a
      href={hrefFor(p)}
      className={className}
      aria-label={label}
      onClick={(e) => {
        if (!isPlainClick(e)) return
        e.preventDefault()
        onPage(p)
      }}
    >
      {content}
    </a>
  )
  return (
    <nav className="pager" aria-label={t('catalogue.pages')} data-testid="pager">
      {page > 1 ? (
        link(
          page - 1,
          t('catalogue.prev_page'),
          <ChevronIcon dir="left" width={18} height={18} />,
          'pager__item pager__arrow',
        )
      ) : (
        <span
          className="pager__item pager__arrow pager__item--disabled"
          role="link"
          aria-disabled="true"
          aria-label={t('catalogue.prev_page')}
        >
          <ChevronIcon dir="left" width={18} height={18} />
        </span>
      )}
      {pagerItems(page, pages).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : item === page ? (
          <span key={item} className="pager__item pager__item--current" aria-current="page">
            {item}
          </span>
        ) : (
          <Fragment key={item}>{link(item, t('catalogue.page', { n: item }), item, 'pager__item')}</Fragment>
        ),
      )}
      {page < pages ? (
        link(
          page + 1,
          t('catalogue.next_page'),
          <ChevronIcon dir="right" width={18} height={18} />,
          'pager__item pager__arrow',
        )
      ) : (
        <span
          className="pager__item pager__arrow pager__item--disabled"
          role="link"
          aria-disabled="true"
          aria-label={t('catalogue.next_page')}
        >
          <ChevronIcon dir="right" width={18} height={18} />
        </span>
      )}
    </nav>
  )
}
