import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../domain/money'

/** A price in whole hryvnias, with the struck-through regular price when discounted. */
export function Price({ value, regular, testId }: { value: number; regular?: number; testId?: string }) {
  const { t, i18n } = useTranslation()
  const format = (n: number) => formatMoney(i18n.language, n, t('cart.currency'))
  const discounted = regular !== undefined && regular > value
  return (
    <span className="price">
      <span className={discounted ? 'price__now price__now--sale' : 'price__now'} data-testid={testId}>
        {format(value)}
      </span>
      {discounted && <s className="price__old">{format(regular)}</s>}
    </span>
  )
}
