import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '../../domain/cart'
import { roundUpToPack } from '../../domain/wholesale-rules'

/**
 * Spec §5/§9 quantity: 1 to 10000; minus does nothing at 1 (and plus at 10000). Typing is free
 * while focused; the value is clamped when it is read back (blur, Enter) so the field never lies.
 * A partner's line sold in packs steps by the pack, and a typed number is rounded up to whole packs.
 */
export function QuantityCounter({
  value,
  onChange,
  step = 1,
}: {
  value: number
  onChange: (quantity: number) => void
  step?: number
}) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<string | null>(null)
  const least = step > 1 ? step : MIN_QUANTITY
  const most = step > 1 ? roundUpToPack(MAX_QUANTITY, step) : MAX_QUANTITY
  const settle = (quantity: number) =>
    step > 1 ? roundUpToPack(clampQuantity(quantity), step) : clampQuantity(quantity)
  const commit = () => {
    if (draft === null) return
    onChange(settle(Number(draft)))
    setDraft(null)
  }

  // At a limit a button says so (aria-disabled) but keeps the keyboard's focus: a disabled one would
  // drop it to the page's start right after the press that reached the limit.
  return (
    <div className="qty" role="group" aria-label={t('product_page.quantity')}>
      <button
        type="button"
        className="qty__btn"
        aria-label={t('product_page.decrease')}
        aria-disabled={value <= least}
        onClick={() => value > least && onChange(Math.max(least, Math.ceil(value / step) * step - step))}
      >
        −
      </button>
      <input
        className="qty__input"
        type="number"
        inputMode="numeric"
        min={least}
        max={most}
        step={step}
        aria-label={t('product_page.quantity')}
        data-testid="quantity"
        value={draft ?? String(value)}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
      <button
        type="button"
        className="qty__btn"
        aria-label={t('product_page.increase')}
        aria-disabled={value >= most}
        onClick={() => value < most && onChange(settle(value + 1))}
      >
        +
      </button>
    </div>
  )
}
