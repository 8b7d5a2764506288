import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type InvoiceSettingsDto, invoiceSettingsSchema } from '../../contract/invoice'
import { INVOICE_VAT_RATES } from '../../domain/invoice'
import { useLocale } from '../../i18n/use-locale'
import { invoiceSettingsQuery, saveInvoiceSettings } from '../../lib/admin-queries/invoices'
import { FormField, NumberInput } from './form-field'
import { SettingsCard, SettingsForm, useSettingsForm } from './settings-card'

/** Partners' invoices: how many days an unpaid one holds its goods, and its VAT line. */
export function InvoiceSettingsCard() {
  const { t } = useTranslation()
  const locale = useLocale()
  const settings = useQuery(invoiceSettingsQuery(locale))
  if (!settings.data) return null
  return (
    <SettingsCard testId="invoice-settings" title={t('admin.invoice.settings_title')}>
      <InvoiceSettingsForm initial={settings.data} />
    </SettingsCard>
  )
}

function InvoiceSettingsForm({ initial }: { initial: InvoiceSettingsDto }) {
  const { t } = useTranslation()
  const save = useMutation(saveInvoiceSettings(useLocale()))
  const form = useSettingsForm(initial, invoiceSettingsSchema, save)
  return (
    <SettingsForm
      submit={() => void form.handleSubmit()}
      save={save}
      saveLabel={t('admin.invoice.save')}
      savedLabel={t('admin.invoice.saved')}
    >
      <form.Field name="hold_days">
        {(field) => (
          <FormField
            label={t('admin.invoice.hold_days')}
            name="hold_days"
            errors={field.state.meta.errors}
            server={save.error}
            hint={t('admin.invoice.hold_hint')}
          >
            <NumberInput
              inputMode="numeric"
              min="1"
              max="30"
              name="hold_days"
              value={field.state.value}
              onNumber={field.handleChange}
              data-testid="invoice-hold-days"
            />
          </FormField>
        )}
      </form.Field>
      <form.Field name="vat_percent">
        {(field) => (
          <FormField
            label={t('admin.invoice.vat')}
            name="vat_percent"
            errors={field.state.meta.errors}
            server={save.error}
          >
            <select
              name="vat_percent"
              value={field.state.value}
              onChange={(e) => field.handleChange(Number(e.target.value) as InvoiceSettingsDto['vat_percent'])}
            >
              {INVOICE_VAT_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {t(`admin.invoice.vat_${rate}`)}
                </option>
              ))}
            </select>
          </FormField>
        )}
      </form.Field>
    </SettingsForm>
  )
}
