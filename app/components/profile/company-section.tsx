import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Company } from '../../contract/account'
import type { Locale } from '../../domain/locale'
import { mappedFieldErrors } from '../../lib/auth/error-text'
import { companyQuery, updateCompany } from '../../lib/store-queries/account'
import { useStoreMutation, useStoreQuery } from '../../lib/store-queries/use-store-query'
import { FormMessage, LoadingOverlay, TextField } from '../account/form-fields'
import { ruleText, useForm } from '../forms/use-form'
import { RequisiteNotice } from './requisite-notice'

type Field = 'name' | 'code' | 'email' | 'iban' | 'director' | 'adress'
const FIELDS: { name: Field; labelKey: string; type?: string; max: number }[] = [
  { name: 'name', labelKey: 'accounts.company.name', max: 150 },
  { name: 'code', labelKey: 'accounts.company.code', max: 10 },
  { name: 'email', labelKey: 'accounts.company.email', type: 'email', max: 254 },
  { name: 'iban', labelKey: 'accounts.company.iban', max: 40 },
  { name: 'director', labelKey: 'accounts.company.director', max: 150 },
  { name: 'adress', labelKey: 'accounts.company.address', max: 300 },
]
type Values = Record<Field, string>
const NAMES = FIELDS.map((f) => f.name)
const valuesOf = (c: Values | null): Values => ({
  name: c?.name ?? '',
  code: c?.code ?? '',
  email: c?.email ?? '',
  iban: c?.iban ?? '',
  director: c?.director ?? '',
  adress: c?.adress ?? '',
})

/**
 * Spec §2 companyInfo (wholesalers only): a read-only form with an edit checkbox; §4: turning edit
 * on fetches the company again, a successful update turns it off, a failure leaves it on.
 */
export function CompanySection({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const stored = useStoreQuery(companyQuery(locale))
  const write = useStoreMutation(updateCompany(locale))
  const company = stored.data ?? null
  // The requisites' rules are the server's (a change waits for the staff's approval): the form holds
  // the values and shows the server's field texts.
  const form = useForm<Field, string>({ fields: NAMES, initial: valuesOf(null), text: ruleText })
  const { values } = form
  const [editing, setEditing] = useState(false)
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  const busy = stored.isPending || stored.isFetching || write.isPending

  /** The form shows the approved values; editing starts from a change still waiting, so it is edited, not lost. */
  const shownValues = (c: Company | null, edit: boolean) =>
    valuesOf(edit && c?.requisite_change?.status === 'pending' ? c.requisite_change : c)

  // Outside editing the form shows the company as it arrives.
  useEffect(() => {
    if (stored.data !== undefined && !editing) form.reset(shownValues(stored.data, false))
    // The read's answer is what changes; the form's store outlives the render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored.data])
  useEffect(() => {
    if (stored.error) console.warn('company', stored.error)
  }, [stored.error])

  const toggle = (on: boolean) => {
    setMessage(null)
    setEditing(on)
    // §4: turning edit on fetches the company again.
    if (on) void stored.refetch().then((fresh) => form.reset(shownValues(fresh ?? null, true)))
    else form.reset(valuesOf(company))
  }

  async function update() {
    if (!company) return
    setMessage(null)
    const patch: Partial<Record<Field, string>> = Object.fromEntries(FIELDS.map((f) => [f.name, values[f.name].trim()]))
    try {
      const saved = await write.mutate({ id: company.id, patch })
      form.reset(valuesOf(saved))
      setEditing(false)
      const waiting = saved.requisite_change?.status === 'pending'
      setMessage({
        kind: 'success',
        text: t(waiting ? 'accounts.company.sent_for_approval' : 'accounts.company.updated'),
      })
    } catch (error) {
      // §8: a failed company update is only logged; the fields the server refused say why.
      console.warn('company update', error)
      form.setErrors(mappedFieldErrors(t, error, Object.fromEntries(NAMES.map((f) => [f, f])) as Record<string, Field>))
    }
  }

  return (
    <section className="profile__section" data-testid="profile-company">
      <div className="profile__section-head">
        <h2 className="profile__section-title">{t('accounts.company.title')}</h2>
        <label className="switch">
          <input
            type="checkbox"
            checked={editing}
            onChange={(e) => toggle(e.target.checked)}
            data-testid="company-edit"
          />
          <span className="switch__track" aria-hidden="true" />
          <span>{editing ? t('accounts.company.cancel_toggle') : t('accounts.company.edit_toggle')}</span>
        </label>
      </div>
      <form
        className="pblock"
        noValidate
        aria-busy={busy}
        onSubmit={(e) => {
          e.preventDefault()
          if (editing) void update()
        }}
      >
        <LoadingOverlay shown={busy} />
        {!busy && !company && <p className="muted">{t('accounts.company.empty')}</p>}
        {company && <RequisiteNotice company={company} locale={locale} />}
        <fieldset className="pblock__fields" disabled={!editing || busy}>
          <div className="pblock__grid">
            {FIELDS.map((f) => (
              <TextField
                key={f.name}
                label={t(f.labelKey)}
                name={f.name}
                type={f.type ?? 'text'}
                maxLength={f.max}
                value={values[f.name]}
                error={form.errors[f.name]}
                className={f.name === 'adress' ? 'pblock__wide' : undefined}
                onChange={(e) => form.set(f.name, e.target.value)}
              />
            ))}
          </div>
        </fieldset>
        {(message ?? stored.error) && (
          <FormMessage kind={message?.kind ?? 'error'} testId="company-message">
            {message?.text ?? t('accounts.profile.load_error')}
          </FormMessage>
        )}
        {editing && (
          <div className="pblock__actions">
            <button type="submit" className="btn btn--primary" disabled={busy || !company}>
              {t('accounts.company.update')}
            </button>
          </div>
        )}
      </form>
    </section>
  )
}
