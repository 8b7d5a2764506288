import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../domain/money'

/** Whole hryvnias with the translated currency label (spec §1: cart.currency). */
export function useMoney() {
  const { t, i18n } = useTranslation()
  return (uah: number) => formatMoney(i18n.language, uah, t('cart.currency'))
}
