import { useForm } from '@tanstack/react-form'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type AdminTier, type TierWriteRequest, tierWriteSchema } from '../../contract/admin-tiers'
import { TIER_PERCENT_MAX } from '../../domain/partner-tier'
import { useLocale } from '../../i18n/use-locale'
import { brandsQuery } from '../../lib/admin-queries/brands'
import { deleteTier, saveTier } from '../../lib/admin-queries/partner-tiers'
import { FormError } from './fields'
import { FormField } from './form-field'

const draftOf = (tier: AdminTier | null): TierWriteRequest => ({
  name_ua: tier?.name_ua ?? '',
  name_en: tier?.name_en ?? '',
  discount_percent: tier?.discount_percent ?? 0,
  brands: tier?.brands.map((b) => ({ brand_id: b.brand_id, discount_percent: b.discount_percent })) ?? [],
})

/** A whole percent typed in a number box: an empty box is NaN, which the schema names. */
function PercentInput(props: { name: string; value: number; onChange: (n: number) => void; testId?: string }) {
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

/** Creates a tier or edits one: its names, default discount and the brands with a discount of their own. */
export function TierForm({
  tier,
  onDone,
  onDeleted,
}: {
  tier: AdminTier | null
  onDone: (saved: AdminTier) => void
  onDeleted: (deleted: AdminTier) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const brands = useQuery(brandsQuery(locale)).data ?? []
  const save = useMutation(saveTier(locale))
  const remove = useMutation(deleteTier(locale))
  const confirmDelete = (existing: AdminTier) => {
    const name = locale === 'en' ? existing.name_en : existing.name_ua
    if (window.confirm(t('admin.tiers.delete_confirm', { name, count: existing.partners })))
      remove.mutate(existing.id, { onSuccess: () => onDeleted(existing) })
  }
  const form = useForm({
    defaultValues: draftOf(tier),
    validators: { onSubmit: tierWriteSchema },
    onSubmit: async ({ value }) => {
      const saved = await save.mutateAsync({ id: tier?.id ?? 'new', body: value }).catch(() => null)
      if (saved) onDone(saved)
    },
  })
  const text = (name: 'name_ua' | 'name_en', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <FormField label={label} name={name} errors={field.state.meta.errors} server={save.error}>
          <input
            name={name}
            value={field.state.value}
            onChange={(e) => field.handleChange(e.target.value)}
            data-testid={`tier-${name}`}
          />
        </FormField>
      )}
    </form.Field>
  )
  return (
    <form
      className="adm-card adm-form"
      noValidate
      data-testid="tier-form"
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
    >
      <h2 className="adm-field--wide">{tier ? t('admin.tiers.edit') : t('admin.tiers.new')}</h2>
      {text('name_ua', t('admin.tiers.name_ua'))}
      {text('name_en', t('admin.tiers.name_en'))}
      <form.Field name="discount_percent">
        {(field) => (
          <FormField
            label={t('admin.tiers.discount')}
            name="discount_percent"
            errors={field.state.meta.errors}
            server={save.error}
          >
            <PercentInput
              name="discount_percent"
              value={field.state.value}
              onChange={field.handleChange}
              testId="tier-discount"
            />
          </FormField>
        )}
      </form.Field>
      <form.Field name="brands" mode="array">
        {(list) => (
          <fieldset className="adm-field--wide adm-tier-brands">
            <legend>{t('admin.tiers.brands')}</legend>
            {list.state.value.map((_, i) => (
              <div key={i} className="adm-inline">
                <form.Field name={`brands[${i}].brand_id`}>
                  {(field) => (
                    <FormField
                      label={t('admin.tiers.brand')}
                      name={`brands.${i}.brand_id`}
                      errors={field.state.meta.errors}
                      server={save.error}
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
                <form.Field name={`brands[${i}].discount_percent`}>
                  {(field) => (
                    <FormField
                      label={t('admin.tiers.discount_short')}
                      name={`brands.${i}.discount_percent`}
                      errors={field.state.meta.errors}
                      server={save.error}
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
      <div className="adm-form__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending} data-testid="tier-save">
          {t('admin.tiers.save')}
        </button>
        {tier && (
          <button
            type="button"
            className="btn btn--danger"
            disabled={remove.isPending}
            onClick={() => confirmDelete(tier)}
            data-testid="tier-delete"
          >
            {t('admin.tiers.delete')}
          </button>
        )}
      </div>
      <FormError error={save.error} shown={['name_ua', 'name_en', 'discount_percent']} />
      <FormError error={remove.error} />
    </form>
  )
}
