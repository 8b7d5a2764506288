import { type ChangeEvent, type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PartnerOptions } from '../../contract/forms'
import { kyivToday, TEXT_MAX, withHttps } from '../../domain/form-rules'
import type { Locale } from '../../domain/locale'
import {
  CERTIFICATE_FIELD,
  certificatePhotoError,
  PARTNER_FIELDS,
  type PartnerField,
  type PartnerOptionField,
} from '../../domain/partner-form'
import { apiFetch } from '../../lib/api-client'
import { FormNotice, SelectField, TextField } from './fields'
import { submitErrorKey, contentText, useForm } from './use-form'

const EMPTY = Object.fromEntries(PARTNER_FIELDS.map((f) => [f, ''])) as Record<PartnerField, string>
/** The select of each option field, with its list in GET /core/partner/. */
const OPTION_SELECTS: Array<[PartnerOptionField, keyof PartnerOptions]> = [
  ['position', 'positions'],
  ['education', 'educations'],
  ['specialization', 'specializations'],
  ['workplace', 'workplaces'],
]

/** Spec §2/§5 Partner application: every field checked on submit (and on blur), sent as multipart with the photo. */
export function PartnerForm({ locale, options }: { locale: Locale; options: PartnerOptions }) {
  const { t } = useTranslation()
  const form = useForm({
    fields: PARTNER_FIELDS,
    initial: EMPTY,
    // The server's schema of the application's text fields ("in the past" is before today in Kyiv).
    schema: { load: () => import('../../contract/forms').then((m) => m.partnerApplicationSchema(kyivToday())) },
    text: contentText,
  })
  const [photo, setPhoto] = useState<File | null>(null)
  const [photoError, setPhotoError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function checkPhoto(file: File | null): Promise<boolean> {
    const head = file ? new Uint8Array(await file.slice(0, 16).arrayBuffer()) : new Uint8Array()
    const code = certificatePhotoError(file && { size: file.size, head })
    setPhotoError(code ? t(`content.errors.${code}`) : undefined)
    return !code
  }

  async function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null
    setPhoto(file)
    await checkPhoto(file)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure(null)
    await form.ready()
    const fieldsOk = form.validate()
    const photoOk = await checkPhoto(photo)
    if (!fieldsOk || !photoOk) return setFailure(t('content.partner.fix_errors'))
    // Multipart: the fields, then the photo.
    const fields = Object.fromEntries(PARTNER_FIELDS.map((field) => [field, form.values[field].trim()])) as Record<
      PartnerField,
      string
    >
    setSending(true)
    try {
      await apiFetch((api) => api.core.partner.$post({ form: { ...fields, [CERTIFICATE_FIELD]: photo! } }), { locale })
      setSent(true)
      window.scrollTo({ top: 0, behavior: 'smooth' })
    } catch (error) {
      const fields = (error as { fields?: Record<string, string[]> }).fields
      form.showServerErrors(error)
      if (fields?.[CERTIFICATE_FIELD]) setPhotoError(fields[CERTIFICATE_FIELD][0])
      setFailure(t(submitErrorKey(error, 'content.partner.fix_errors', 'content.partner.send_error')))
    } finally {
      setSending(false)
    }
  }

  if (sent) {
    return (
      <div className="form-done" data-testid="partner-success">
        <h2>{t('content.partner.success_title')}</h2>
        <FormNotice kind="success">{t('content.partner.success')}</FormNotice>
      </div>
    )
  }

  const common = (name: PartnerField) => ({
    form: 'partner',
    name,
    label: t(`content.partner.${name}`),
    value: form.values[name],
    error: form.errors[name],
    onValue: (v: string) => form.set(name, v),
    onBlur: () => form.blur(name),
  })
  const text = (name: PartnerField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField {...common(name)} maxLength={TEXT_MAX} required {...extra} />
  )
  const url = (name: 'professional_social_media' | 'clinic_website') => (
    <TextField
      {...common(name)}
      onBlur={() => form.blur(name, withHttps)}
      optionalLabel={t('content.partner.optional')}
      type="url"
      inputMode="url"
      placeholder="https://"
      maxLength={TEXT_MAX}
    />
  )
  const select = (name: PartnerOptionField, list: keyof PartnerOptions) => (
    <SelectField
      {...common(name)}
      onValue={(v) => form.choose(name, v)}
      placeholder={t('content.partner.choose')}
      options={options[list].map((o) => ({ value: String(o.id), label: o.name }))}
      required
    />
  )

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="partner-form">
      <fieldset className="form__group">
        <legend>{t('content.partner.personal')}</legend>
        <div className="form__row form__row--3">
          {text('last_name', { autoComplete: 'family-name' })}
          {text('first_name', { autoComplete: 'given-name' })}
          {text('patronymic', { autoComplete: 'additional-name' })}
        </div>
        <div className="form__row form__row--3">
          {text('email', { type: 'email', autoComplete: 'email', maxLength: 254 })}
          {text('phone_number', {
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel',
            placeholder: '+380 50 123 45 67',
            hint: t('content.partner.phone_hint'),
            maxLength: 40,
          })}
          {/* A text field, not type="date": the browser's date picker speaks the browser's language and order. */}
          {text('date_of_birth', {
            inputMode: 'numeric',
            autoComplete: 'bday',
            placeholder: t('content.partner.date_placeholder'),
            maxLength: 10,
          })}
        </div>
      </fieldset>
      <fieldset className="form__group">
        <legend>{t('content.partner.work')}</legend>
        <div className="form__row">
          {OPTION_SELECTS.slice(0, 2).map(([field, list]) => (
            <div key={field}>{select(field, list)}</div>
          ))}
        </div>
        <div className="form__row">
          {OPTION_SELECTS.slice(2).map(([field, list]) => (
            <div key={field}>{select(field, list)}</div>
          ))}
        </div>
        <div className="form__row">
          {text('clinic_name', { autoComplete: 'organization' })}
          {text('address', { autoComplete: 'street-address' })}
        </div>
        <div className="form__row">
          {url('professional_social_media')}
          {url('clinic_website')}
        </div>
        {select('how_they_heard_about_us', 'how_they')}
        <div className={photoError ? 'field field--error' : 'field'}>
          <label className="field__label" htmlFor="partner-certificate">
            {t('content.partner.certificate')}
          </label>
          {/* The browser's own file button speaks the browser's language; this one speaks the page's. */}
          <div className="field__file file-pick">
            <input
              id="partner-certificate"
              name={CERTIFICATE_FIELD}
              type="file"
              accept="image/jpeg,image/png"
              className="visually-hidden file-pick__input"
              onChange={choosePhoto}
              aria-invalid={!!photoError}
              aria-describedby={photoError ? 'partner-certificate-error' : 'partner-certificate-hint'}
            />
            <label
              htmlFor="partner-certificate"
              className="btn btn--outline btn--small file-pick__button"
              aria-hidden="true"
            >
              {t('content.partner.choose_file')}
            </label>
            <span className="file-pick__name" data-testid="certificate-name">
              {photo?.name ?? t('content.partner.no_file')}
            </span>
          </div>
          {photoError ? (
            <p className="field__error" id="partner-certificate-error" role="alert">
              {photoError}
            </p>
          ) : (
            <p className="field__hint" id="partner-certificate-hint">
              {t('content.partner.certificate_hint')}
            </p>
          )}
        </div>
      </fieldset>
      {failure && <FormNotice kind="error">{failure}</FormNotice>}
      <button type="submit" className="btn btn--primary form__submit" disabled={sending}>
        {sending ? t('content.partner.sending') : t('content.partner.submit')}
      </button>
    </form>
  )
}
