import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { TIER_PERCENT_MAX } from '../../domain/partner-tier'
import { useLocale } from '../../i18n/use-locale'
import type { ApiError } from '../../lib/api-client'
import { brandsQuery } from '../../lib/admin-queries/brands'
import { FormField } from './form-field'
import type { TierFormApi } from './use-tier-form'

/** A whole percent typed in a number box: an empty box is NaN, which the schema names. */
export function PercentInput(props: { name: string; value: number; onChange: (n: number) => void; testId?: string }) {
  return (
    <input
      type="number"
      inputMode="numeric"
      min="0"
      max={TIER_PERCENT_MAX}
      name={props.name}
      value={Number.isNaN(props.value) ? '' : props.value}
      onChange={(e) => props.onChange(e.target.value === '' ? Number.NaN : e.target.valueAsNumber)}
      data-testid={props.testId}
    />
  )
}

/** The brands with a discount of their own: added, chosen and removed one line at a time. */
export function TierBrands({ form, server }: { form: TierFormApi; server: ApiError | null }) {
  const { t } = useTranslation()
  return (
    <form.Field name="brands" mode="array">
      {(list) => (
        <fieldset className="adm-field--wide adm-tier-brands">
          <legend>{t('admin.tiers.brands')}</legend>
          {list.state.value.map((_, i) => (
            <div key={i} className="adm-inline">
              <TierBrandChoice form={form} server={server} i={i} />
              <form.Field name={`brands[${i}].discount_percent`}>
                {(field) => (
                  <FormField
                    label={t('admin.tiers.discount_short')}
                    name={`brands.${i}.discount_percent`}
                    errors={field.state.meta.errors}
                    server={server}
                  >
                    <PercentInput
                      name={`brands.${i}.discount_percent`}
                      value={field.state.value}
                      onChange={field.handleChange}
                      testId="tier-brand-discount"
                    />
                  </FormField>
                )}
              </form.Field>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => list.removeValue(i)}>
                {t('admin.tiers.remove_brand')}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => list.pushValue({ brand_id: 0, discount_percent: 0 })}
            data-testid="tier-add-brand"
          >
            {t('admin.tiers.add_brand')}
          </button>
        </fieldset>
      )}
    </form.Field>
  )
}

/** One line's brand, chosen from the catalogue's brands. */
function TierBrandChoice({ form, server, i }: { form: TierFormApi; server: ApiError | null; i: number }) {
  const { t } = useTranslation()
  const brands = useQuery(brandsQuery(useLocale())).data ?? []
  return (
    <form.Field name={`brands[${i}].brand_id`}>
      {(field) => (
        <FormField
          label={t('admin.tiers.brand')}
          name={`brands.${i}.brand_id`}
          errors={field.state.meta.errors}
          server={server}
        >
          <select
            value={field.state.value}
            onChange={(e) => field.handleChange(Number(e.target.value))}
            data-testid="tier-brand"
          >
            <option value={0}>—</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </FormField>
      )}
    </form.Field>
  )
}
