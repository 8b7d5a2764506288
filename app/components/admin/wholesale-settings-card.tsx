import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type WholesaleSettingsDto, wholesaleSettingsSchema } from '../../contract/wholesale'
import { useLocale } from '../../i18n/use-locale'
import { saveWholesaleSettings, wholesaleSettingsQuery } from '../../lib/admin-queries/wholesale'
import { FormField, NumberInput } from './form-field'
import { SettingsCard, SettingsForm, useSettingsForm } from './settings-card'

/** Partners' order terms: the least goods total of a wholesale order (packs are set per variant). */
export function WholesaleSettingsCard() {
  const { t } = useTranslation()
  const settings = useQuery(wholesaleSettingsQuery(useLocale()))
  if (!settings.data) return null
  return (
    <SettingsCard testId="wholesale-settings" title={t('admin.wholesale.settings_title')}>
      <WholesaleSettingsForm initial={settings.data} />
    </SettingsCard>
  )
}

function WholesaleSettingsForm({ initial }: { initial: WholesaleSettingsDto }) {
  const { t } = useTranslation()
  const save = useMutation(saveWholesaleSettings(useLocale()))
  const form = useSettingsForm(initial, wholesaleSettingsSchema, save)
  return (
    <SettingsForm
      submit={() => void form.handleSubmit()}
      save={save}
      saveLabel={t('admin.wholesale.save')}
      savedLabel={t('admin.wholesale.saved')}
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
            <NumberInput
              inputMode="numeric"
              min="0"
              step="1"
              name="minimum_total"
              value={field.state.value}
              onNumber={field.handleChange}
              data-testid="wholesale-minimum"
            />
          </FormField>
        )}
      </form.Field>
    </SettingsForm>
  )
}
