import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ADDRESS_MAX, checkAddressField } from '../../domain/account-rules'
import type { Locale } from '../../domain/locale'
import { mappedFieldErrors } from '../../lib/auth/error-text'
import { TextField } from '../account/form-fields'
import { accountForm, type FieldRule, useForm } from '../forms/use-form'
import { ProfileBlock } from './profile-block'

export interface AddressField<F extends string> {
  name: F
  labelKey: string
  required: boolean
}

/** Where an address lives: its list (the first is used) and its save, both through the typed client. */
export interface AddressEndpoint<F extends string> {
  load: (locale: Locale) => Promise<Partial<Record<F, unknown>>[]>
  save: (values: Record<F, string>, locale: Locale) => Promise<unknown>
}

/**
 * A saved delivery address (spec §3 Courier address, New-post address): GET lists them and the
 * first is used; POST saves. §5: letters, digits and whitespace only; save is disabled while a
 * field shows an error.
 */
export function AddressBlock<F extends string>({
  title,
  testId,
  endpoint,
  fields,
  locale,
  fixed,
  emptyText,
}: {
  title: string
  emptyText: string
  testId: string
  endpoint: AddressEndpoint<F>
  fields: AddressField<F>[]
  locale: Locale
  /** A read-only line shown before the fields (the courier's city is always Kyiv). */
  fixed?: { label: string; value: string }
}) {
  const { t } = useTranslation()
  const empty = Object.fromEntries(fields.map((f) => [f.name, ''])) as Record<F, string>
  const rules = Object.fromEntries(fields.map((f) => [f.name, checkAddressField(f.required)])) as unknown as Record<
    F,
    FieldRule<F>
  >
  const wire = Object.fromEntries(fields.map((f) => [f.name, f.name])) as Record<string, F>
  const form = useForm(accountForm(empty, rules))
  const [saved, setSaved] = useState<Record<F, string> | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [editing, setEditing] = useState(false)
  const [saving, setSaving] = useState(false)
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)

  const pick = (row: Partial<Record<F, unknown>> | undefined): Record<F, string> =>
    Object.fromEntries(fields.map((f) => [f.name, typeof row?.[f.name] === 'string' ? row[f.name] : ''])) as Record<
      F,
      string
    >

  async function fetchSaved(): Promise<Record<F, string>> {
    const rows = await endpoint.load(locale)
    const values = pick(rows[0])
    setSaved(values)
    return values
  }

  useEffect(() => {
    endpoint
      .load(locale)
      .then((rows) => {
        const values = pick(rows[0])
        setSaved(values)
        // A shopper who began typing before the saved address arrived keeps what they typed.
        const typed = form.peek()
        if (fields.every((f) => typed[f.name] === '')) form.reset(values)
      })
      .catch((error: unknown) => {
        console.warn(testId, error)
        setLoadFailed(true)
      })
    // Loaded once when the block appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const toggle = () => {
    form.reset(saved ?? empty)
    setMessage(null)
    setEditing((on) => !on)
  }

  async function save() {
    setMessage(null)
    if (!form.validate()) return
    const body = Object.fromEntries(fields.map((f) => [f.name, form.values[f.name].trim()])) as Record<F, string>
    setSaving(true)
    try {
      await endpoint.save(body, locale)
      // §4: a successful save leaves edit mode, and the data is fetched again.
      form.reset(await fetchSaved())
      setEditing(false)
      setMessage({ kind: 'success', text: t('accounts.profile.saved') })
    } catch (error) {
      console.warn(testId, error)
      const fieldErrors = mappedFieldErrors(t, error, wire)
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors)
      else setMessage({ kind: 'error', text: t('accounts.personal.error') })
    } finally {
      setSaving(false)
    }
  }

  const nothingSaved = saved !== null && fields.every((f) => saved[f.name] === '')
  return (
    <ProfileBlock
      title={title}
      testId={testId}
      editing={editing}
      onToggle={toggle}
      onSubmit={() => void save()}
      saving={saving}
      saveDisabled={form.hasErrors}
      message={loadFailed ? { kind: 'error', text: t('accounts.profile.load_error') } : message}
    >
      {nothingSaved && !editing && <p className="pblock__note muted">{emptyText}</p>}
      <div className="pblock__grid">
        {fixed && <TextField label={fixed.label} value={fixed.value} readOnly disabled />}
        {fields.map((f) => (
          <TextField
            key={f.name}
            label={t(f.labelKey)}
            optional={!f.required}
            maxLength={ADDRESS_MAX}
            {...form.bind(f.name)}
          />
        ))}
      </div>
    </ProfileBlock>
  )
}
