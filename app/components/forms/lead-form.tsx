import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TEXT_MAX } from '../../domain/form-rules'
import { BUSINESS_TYPES, LEAD_BRANDS, LEAD_FIELDS, type LeadField, type UtmField } from '../../domain/lead-form'
import type { Locale } from '../../domain/locale'
import { apiFetch } from '../../lib/api-client'
import { FormNotice, SelectField, TextField } from './fields'
import { submitErrorKey, contentText, useForm } from './use-form'

const EMPTY: Record<LeadField, string> = { fullName: '', phone: '', businessType: '', brand: '', link: '' }

/**
 * Spec §2/§4/§5 Lead form (/intersharm, /donate): checked on blur and on submit; the button waits
 * until the form is valid and while it is sent; success clears the form and keeps the utm values.
 */
export function LeadForm({ locale, utm }: { locale: Locale; utm: Partial<Record<UtmField, string>> }) {
  const { t } = useTranslation()
  const form = useForm({
    fields: LEAD_FIELDS,
    initial: EMPTY,
    // The server's schema of the request (the utm values are its own, added when sent).
    schema: { load: () => import('../../contract/forms').then((m) => m.leadRequestSchema) },
    text: contentText,
  })
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setNotice(null)
    await form.ready()
    if (!form.validate()) return
    setSending(true)
    try {
      await apiFetch((api) => api.pages.donate.$post({ json: { ...form.values, ...utm } }), { locale })
      form.reset()
      setNotice({ kind: 'success', text: t('content.lead.success') })
    } catch (error) {
      form.showServerErrors(error)
      setNotice({ kind: 'error', text: t(submitErrorKey(error, 'content.errors.form_invalid', 'content.lead.error')) })
    } finally {
      setSending(false)
    }
  }

  const common = (name: LeadField) => ({
    form: 'lead',
    name,
    value: form.values[name],
    error: form.errors[name],
    onValue: (v: string) => form.set(name, v),
    onBlur: () => form.blur(name),
  })

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="lead-form">
      <TextField
        {...common('fullName')}
        label={t('content.lead.fullName')}
        autoComplete="name"
        maxLength={TEXT_MAX}
        required
      />
      <TextField
        {...common('phone')}
        label={t('content.lead.phone')}
        hint={t('content.lead.phone_hint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        required
      />
      <div className="form__row">
        <SelectField
          {...common('businessType')}
          onValue={(v) => form.choose('businessType', v)}
          label={t('content.lead.businessType')}
          placeholder={t('content.lead.choose')}
          options={BUSINESS_TYPES.map((type) => ({ value: type, label: t(`content.lead.${type}`) }))}
          required
        />
        <SelectField
          {...common('brand')}
          onValue={(v) => form.choose('brand', v)}
          label={t('content.lead.brand')}
          placeholder={t('content.lead.choose')}
          options={LEAD_BRANDS.map((b) => ({ value: b, label: b }))}
          required
        />
      </div>
      <TextField
        {...common('link')}
        label={t('content.lead.link')}
        optionalLabel={t('content.lead.optional')}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={TEXT_MAX}
      />
      {notice && <FormNotice kind={notice.kind}>{notice.text}</FormNotice>}
      <button type="submit" className="btn btn--primary form__submit" disabled={!form.isValid || sending}>
        {sending ? t('content.lead.sending') : t('content.lead.submit')}
      </button>
    </form>
  )
}
