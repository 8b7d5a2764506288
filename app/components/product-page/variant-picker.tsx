import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Variant } from '../../contract/catalogue'
import { useMoney } from '../ui/use-money'
import { unitPrice } from './product-model'

/**
 * The variants as native radio buttons in a fieldset: the browser gives them one Tab stop (the
 * checked one) and arrows that move and choose, round the group; only Home and End are added. A tap
 * before hydration ticks the radio at once, and the early-input replay hands it over as a change.
 */
export function VariantPicker({
  variants,
  chosen,
  wholesale,
  onSelect,
}: {
  variants: Variant[]
  chosen: Variant
  wholesale: boolean
  onSelect: (code: string) => void
}) {
  const { t } = useTranslation()
  const money = useMoney()
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== 'Home' && event.key !== 'End') return
    const radios = event.currentTarget.querySelectorAll('input')
    const to = radios[event.key === 'Home' ? 0 : radios.length - 1]
    event.preventDefault()
    to?.focus()
    to?.click()
  }
  return (
    <fieldset className="variants" onKeyDown={onKeyDown}>
      <legend className="variants__legend">
        {t('product_page.variant')}: <b>{chosen.value}</b>
      </legend>
      <div className="variants__list">
        {variants.map((v) => (
          <label key={v.id} className="variant" data-testid="variant-option">
            <input
              type="radio"
              name="variant"
              className="variant__input"
              value={v.code}
              checked={v.code === chosen.code}
              onChange={() => onSelect(v.code)}
            />
            <span>{v.value}</span>
            <small>{money(unitPrice(v, wholesale))}</small>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
