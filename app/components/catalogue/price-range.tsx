import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PriceBounds } from '../../contract/listing-search'

/** Reads a typed price: digits only, clamped to the bounds; anything else falls back. */
export function parsePrice(text: string, bounds: PriceBounds, fallback: number): number {
  const digits = text.replace(/[^\d]/g, '')
  if (digits === '') return fallback
  return Math.min(bounds.max, Math.max(bounds.min, Number(digits)))
}

/** Where a price sits on the track, in percent. */
export function trackPercent(value: number, bounds: PriceBounds): number {
  const span = bounds.max - bounds.min
  if (span <= 0) return 0
  return Math.min(100, Math.max(0, ((value - bounds.min) / span) * 100))
}

/** How long after the last arrow key a handle's price is applied: several presses make one navigation. */
const KEY_COMMIT_MS = 700

/**
 * Which part of the control had the focus when its range was applied. Applying remounts the control
 * (the parent's key), so the new one gives the focus back to that part: a keyboard user carries on
 * from where they were instead of from the page's start. Module-wide, as the remount starts afresh.
 */
let refocus: string | null = null

/**
 * Spec §2 price slider: two handles (two native range inputs over one track) with the min and max
 * shown as editable numbers. Dragging only moves the handles; the range is applied when a handle is
 * released, a moment after the last arrow key, or when the numbers are submitted, so a drag or a run
 * of key presses is one navigation, not hundreds.
 * The parent remounts it (key) when the applied range or the bounds change.
 */
export function PriceRange({
  bounds,
  value,
  onCommit,
}: {
  bounds: PriceBounds
  value: PriceBounds
  onCommit: (range: PriceBounds) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [minText, setMinText] = useState(String(value.min))
  const [maxText, setMaxText] = useState(String(value.max))
  const low = parsePrice(minText, bounds, bounds.min)
  const high = parsePrice(maxText, bounds, bounds.max)
  const disabled = bounds.max <= bounds.min
  // The last range handed up, so a blur right after a submit does not apply it twice.
  const applied = useRef(`${value.min}-${value.max}`)
  const form = useRef<HTMLFormElement>(null)
  const keyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    if (refocus) form.current?.querySelector<HTMLElement>(`[data-part="${refocus}"]`)?.focus()
    refocus = null
    return () => clearTimeout(keyTimer.current)
  }, [])

  const commit = (range = { min: Math.min(low, high), max: Math.max(low, high) }) => {
    clearTimeout(keyTimer.current)
    setMinText(String(range.min))
    setMaxText(String(range.max))
    const key = `${range.min}-${range.max}`
    if (key === applied.current) return
    applied.current = key
    const focused = document.activeElement as HTMLElement | null
    refocus = form.current?.contains(focused) ? (focused?.dataset.part ?? null) : null
    onCommit(range)
  }
  const commitSoon = () => {
    clearTimeout(keyTimer.current)
    keyTimer.current = setTimeout(() => commit(), KEY_COMMIT_MS)
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    commit()
  }

  return (
    <form
      ref={form}
      className="price-range"
      onSubmit={onSubmit}
      // Leaving the whole control applies what was typed; moving between its parts does not.
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) commit()
      }}
      data-testid="price-range"
    >
      <div className="price-range__inputs">
        <label className="visually-hidden" htmlFor={`${id}-min`}>
          {t('catalogue.price_from')}
        </label>
        <input
          id={`${id}-min`}
          className="price-range__number"
          inputMode="numeric"
          value={minText}
          onChange={(e) => setMinText(e.target.value)}
          data-part="min"
          data-testid="price-min"
        />
        <span className="price-range__dash" aria-hidden="true">
          –
        </span>
        <label className="visually-hidden" htmlFor={`${id}-max`}>
          {t('catalogue.price_to')}
        </label>
        <input
          id={`${id}-max`}
          className="price-range__number"
          inputMode="numeric"
          value={maxText}
          onChange={(e) => setMaxText(e.target.value)}
          data-part="max"
          data-testid="price-max"
        />
        <button type="submit" className="btn btn--outline btn--small price-range__apply">
          {t('catalogue.apply')}
        </button>
      </div>
      <div className="price-range__track">
        <span
          className="price-range__fill"
          style={{
            left: `${trackPercent(Math.min(low, high), bounds)}%`,
            right: `${100 - trackPercent(Math.max(low, high), bounds)}%`,
          }}
        />
        <input
          type="range"
          // Near the top end the lower handle sits above the upper one, so both stay reachable.
          className={
            trackPercent(low, bounds) > 50 ? 'price-range__handle price-range__handle--top' : 'price-range__handle'
          }
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={Math.min(low, high)}
          disabled={disabled}
          aria-label={t('catalogue.price_min_handle')}
          onChange={(e) => setMinText(String(Math.min(Number(e.target.value), high)))}
          onPointerUp={() => commit()}
          onKeyUp={commitSoon}
          data-part="min-handle"
        />
        <input
          type="range"
          className="price-range__handle"
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={Math.max(low, high)}
          disabled={disabled}
          aria-label={t('catalogue.price_max_handle')}
          onChange={(e) => setMaxText(String(Math.max(Number(e.target.value), low)))}
          onPointerUp={() => commit()}
          onKeyUp={commitSoon}
          data-part="max-handle"
        />
      </div>
    </form>
  )
}
