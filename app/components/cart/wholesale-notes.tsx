import { useTranslation } from 'react-i18next'
import type { WholesaleNotice } from '../../domain/wholesale-rules'
import { useMoney } from '../ui/use-money'

/** Why a partner's cart cannot be ordered yet: the minimum and what is missing (the lines say their packs). */
export function WholesaleMinimumNote({ notice }: { notice: WholesaleNotice | null }) {
  const { t } = useTranslation()
  const money = useMoney()
  if (!notice?.minimum) return null
  return (
    <p className="wholesale-note" role="status" data-testid="wholesale-minimum">
      {t('wholesale_rules.wholesale_minimum', {
        minimum: money(notice.minimum.minimum),
        short: money(notice.minimum.short),
      })}
    </p>
  )
}
