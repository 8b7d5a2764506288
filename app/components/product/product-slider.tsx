import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductCard as ProductCardData } from '../../contract/catalogue'
import { useInView } from '../../lib/use-in-view'
import { useKeyboardFocusNear } from '../../lib/keyboard-near'
import { ChevronIcon } from '../ui/icons'
import { ProductCard } from './product-card'

/** Spec §9 slider constants. */
const SKELETONS = 5
const VISIBILITY_THRESHOLD = 0.1
const FALLBACK_MS = 1000

/** 4 items at 1024 px or wider, 3 at 700 or wider, otherwise 2. */
export function itemsPerView(width: number): number {
  if (width >= 1024) return 4
  if (width >= 700) return 3
  return 2
}

/** Next/previous move by the number of visible items and wrap around the product count. */
export function nextPosition(position: number, step: number, count: number): number {
  if (count === 0) return 0
  return (((position + step) % count) + count) % count
}

interface SliderProps {
  /** The cards; null while their list is still being fetched (placeholders show meanwhile). */
  products: ProductCardData[] | null
  title?: string
  /** Called once the slider is in view, or the keyboard comes near it: a list fetched on demand starts loading then. */
  onVisible?: () => void
}

export function ProductSlider({ products, title, onVisible }: SliderProps) {
  const { t } = useTranslation()
  const { ref, inView } = useInView<HTMLElement>(VISIBILITY_THRESHOLD, FALLBACK_MS)
  const nearFocus = useKeyboardFocusNear(ref)
  const ready = inView || nearFocus
  const [position, setPosition] = useState(0)
  const [perView, setPerView] = useState(4)

  useEffect(() => {
    const update = () => setPerView(itemsPerView(window.innerWidth))
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])

  useEffect(() => {
    if (ready) onVisible?.()
  }, [ready, onVisible])

  if (products?.length === 0) return null
  const shown = ready ? products : null
  const move = (direction: 1 | -1) => setPosition((p) => nextPosition(p, direction * perView, shown?.length ?? 0))

  return (
    <section
      className="container section slider"
      ref={ref}
      data-testid="product-slider"
      data-offscreen={ready ? undefined : ''}
    >
      <div className="slider__head">
        <h2 className="section__title">{title ?? t('home.latest')}</h2>
        {/* Unavailable while the cards load, yet still Tab stops (aria-disabled): the keyboard is never carried past the slider. */}
        <div className="slider__arrows">
          <button
            type="button"
            className="icon-btn icon-btn--round"
            aria-label={t('slider.prev')}
            onClick={() => move(-1)}
            aria-disabled={!shown}
          >
            <ChevronIcon dir="left" />
          </button>
          <button
            type="button"
            className="icon-btn icon-btn--round"
            aria-label={t('slider.next')}
            onClick={() => move(1)}
            aria-disabled={!shown}
          >
            <ChevronIcon dir="right" />
          </button>
        </div>
      </div>
      <div className="slider__viewport">
        {shown ? (
          <ul
            className="slider__track"
            style={{ transform: `translateX(calc(-${position} * (100% + var(--gap)) / var(--per-view)))` }}
          >
            {shown.map((p) => (
              <li key={p.id} className="slider__item">
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        ) : (
          <ul className="slider__track" aria-busy="true">
            {Array.from({ length: SKELETONS }, (_, i) => (
              <li key={i} className="slider__item">
                <div className="card card--skeleton" data-testid="skeleton" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
