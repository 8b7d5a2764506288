import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '../../domain/cart'

/**
 * Spec §5/§9 quantity: 1 to 10000; minus does nothing at 1 (and plus at 10000). Typing is free
 * while focused; the value is clamped when it is read back (blur, Enter) so the field never lies.
 */
export function QuantityCounter({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<string | null>(null)
  const commit = () => {
    if (draft === null) return
    onChange(clampQuantity(Number(draft)))
    setDraft(null)
  }

  return (
    <div className="qty" role="group" aria-label={t('product_page.quantity')}>
      <button
        type="button"
        className="qty__btn"
        aria-label={t('product_page.decrease')}
        disabled={value <= MIN_QUANTITY}
        onClick={() => value > MIN_QUANTITY && onChange(value - 1)}
      >
        −
      </button>
      <input
        className="qty__input"
        type="number"
        inputMode="numeric"
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        step={1}
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
        disabled={value >= MAX_QUANTITY}
        onClick={() => value < MAX_QUANTITY && onChange(value + 1)}
      >
        +
      </button>
    </div>
  )
}
