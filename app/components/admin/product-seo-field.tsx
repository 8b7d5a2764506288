import { useTranslation } from 'react-i18next'
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../../domain/product-seo'
import type { ApiError } from '../../lib/api-client'
import { FormField } from './form-field'

export const SEO_FIELDS = ['seo_title_ua', 'seo_title_en', 'seo_description_ua', 'seo_description_en'] as const
export type SeoField = (typeof SEO_FIELDS)[number]

/** One SEO text of a product, with how many characters of the search engines' limit it uses. */
export function ProductSeoField({
  name,
  value,
  onChange,
  errors,
  server,
}: {
  name: SeoField
  value: string
  onChange: (value: string) => void
  errors: readonly unknown[]
  server?: ApiError | null
}) {
  const { t } = useTranslation()
  const max = name.startsWith('seo_title') ? SEO_TITLE_MAX : SEO_DESCRIPTION_MAX
  return (
    <FormField
      label={t(`admin.product.${name}`)}
      name={name}
      errors={errors}
      server={server}
      hint={t('admin.product.seo_length', { count: value.length, max })}
    >
      {max === SEO_TITLE_MAX ? (
        <input name={name} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <textarea name={name} rows={3} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </FormField>
  )
}
