import { useTranslation } from 'react-i18next'
import type { AdminTier } from '../../contract/admin-tiers'
import type { ApiError } from '../../lib/api-client'
import { FormError } from './fields'
import { FormField } from './form-field'
import { PercentInput, TierBrands } from './tier-brands'
import { type TierFormApi, useTierForm } from './use-tier-form'

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
  const { form, save, remove, confirmDelete } = useTierForm(tier, onDone, onDeleted)
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
      <TierName form={form} server={save.error} name="name_ua" label={t('admin.tiers.name_ua')} />
      <TierName form={form} server={save.error} name="name_en" label={t('admin.tiers.name_en')} />
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
      <TierBrands form={form} server={save.error} />
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

/** One of the tier's two names. */
function TierName(props: { form: TierFormApi; server: ApiError | null; name: 'name_ua' | 'name_en'; label: string }) {
  const { form, server, name, label } = props
  return (
    <form.Field name={name}>
      {(field) => (
        <FormField label={label} name={name} errors={field.state.meta.errors} server={server}>
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
}
