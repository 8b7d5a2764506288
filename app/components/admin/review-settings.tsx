import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { REVIEW_MODERATIONS, type ReviewModeration } from '../../domain/reviews'
import { useLocale } from '../../i18n/use-locale'
import { reviewSettingsQuery, saveReviewSettings } from '../../lib/admin-queries/comments'
import { FormError } from './fields'

/** The store's choice for new reviews and questions: live at once, or held until staff approve them. */
export function ReviewSettings() {
  const { t } = useTranslation()
  const locale = useLocale()
  const settings = useQuery(reviewSettingsQuery(locale))
  const save = useMutation(saveReviewSettings(locale))
  return (
    <div className="adm-inline">
      <label className="adm-field">
        <span className="adm-field__label">{t('admin.reviews.moderation')}</span>
        <select
          value={settings.data?.moderation ?? ''}
          disabled={!settings.data || save.isPending}
          onChange={(e) => save.mutate(e.target.value as ReviewModeration)}
          data-testid="review-moderation"
        >
          {REVIEW_MODERATIONS.map((m) => (
            <option key={m} value={m}>
              {t(`admin.reviews.moderation_${m}`)}
            </option>
          ))}
        </select>
      </label>
      {save.isSuccess && <span role="status">{t('admin.reviews.moderation_saved')}</span>}
      <FormError error={save.error} />
    </div>
  )
}
