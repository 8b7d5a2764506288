import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronIcon } from '../ui/icons'

/** Spec §9: shown once the page is scrolled more than 100 px. */
export const BACK_TO_TOP_THRESHOLD = 100

export function BackToTop() {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!visible) return null
  return (
    <button type="button" className="back-to-top" aria-label={t('footer.back_to_top')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <ChevronIcon dir="up" />
    </button>
  )
}
