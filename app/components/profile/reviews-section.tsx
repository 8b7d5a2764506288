import { useTranslation } from 'react-i18next'
import type { Locale } from '../../domain/locale'

/**
 * Spec §2 profile reviews. MOUNT POINT: the reviews engineer builds app/components/profile/user-reviews.tsx
 * (GET /shop/user-reviews/: loading text, no-reviews text or the list with replies); once it is in
 * main, render it here in place of the note below.
 */
export function ReviewsSection({ locale: _locale }: { locale: Locale }) {
  const { t } = useTranslation()
  return (
    <section className="profile__section" data-testid="profile-reviews">
      <h2 className="profile__section-title">{t('accounts.reviews.title')}</h2>
      <p className="muted">{t('accounts.reviews.coming')}</p>
    </section>
  )
}
