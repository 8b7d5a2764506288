import { useTranslation } from 'react-i18next'

/** Whole hryvnias with the translated currency label (spec §1: cart.currency). */
export function useMoney() {
  const { t, i18n } = useTranslation()
  const format = new Intl.NumberFormat(i18n.language === 'en' ? 'en-US' : 'uk-UA')
  return (uah: number) => `${format.format(uah)} ${t('cart.currency')}`
}
