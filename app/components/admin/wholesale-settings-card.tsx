import { useForm } from '@tanstack/react-form'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type WholesaleSettingsDto, wholesaleSettingsSchema } from '../../contract/wholesale'
import { useLocale } from '../../i18n/use-locale'
import { saveWholesaleSettings, wholesaleSettingsQuery } from '../../lib/admin-queries/wholesale'
import { FormError } from './fields'
import { FormField } from './form-field'

/** Partners' order terms: the least goods total of a wholesale order (packs are set per variant). */
export function WholesaleSettingsCard() {
  const { t } = useTranslation()
  const settings = useQuery(wholesaleSettingsQuery(useLocale()))
  if (!settings.data) return null
  return (
    <div className="adm-card" data-testid="wholesale-settings">
      <h2>{t('admin.wholesale.settings_title')}</h2>
      <WholesaleSettingsForm initial={settings.data} />
    </div>
  )
}

function WholesaleSettingsForm({ initial }: { initial: WholesaleSettingsDto }) {
  const { t } = useTranslation()
  const save = useMutation(saveWholesaleSettings(useLocale()))
  const form = useForm({
    defaultValues: initial,
    validators: { onSubmit: wholesaleSettingsSchema },
    onSubmit: async ({ value }) => {
      await save.mutateAsync(value).catch(() => null)
    },
  })
  return (
    <form
      className="adm-inline"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Field name="minimum_total">
        {(field) => (
          <FormField
            label={t('admin.wholesale.minimum')}
            name="minimum_total"
            errors={field.state.meta.errors}
            server={save.error}
            hint={t('admin.wholesale.minimum_hint')}
          >
            <input
              type="number"
              inputMode="numeric"
              min="0"
              step="1"
              name="minimum_total"
              value={Number.isNaN(field.state.value) ? '' : field.state.value}
              onChange={(e) => field.handleChange(e.target.value === '' ? Number.NaN : e.target.valueAsNumber)}
              data-testid="wholesale-minimum"
            />
          </FormField>
        )}
      </form.Field>
      <button type="submit" className="btn btn--primary btn--small" disabled={save.isPending}>
        {t('admin.wholesale.save')}
      </button>
      {save.isSuccess && <span role="status">{t('admin.wholesale.saved')}</span>}
      <FormError error={save.error} />
    </form>
  )
}
