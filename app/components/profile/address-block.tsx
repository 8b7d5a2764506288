import type { MutationOptions } from '@tanstack/query-core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ADDRESS_MAX, checkAddressField } from '../../domain/account-rules'
import type { Locale } from '../../domain/locale'
import type { ApiError } from '../../lib/api-client'
import { mappedFieldErrors } from '../../lib/auth/error-text'
import { type StoreQuery, useStoreMutation, useStoreQuery } from '../../lib/store-queries/use-store-query'
import { TextField } from '../account/form-fields'
import { accountForm, type FieldRule, useForm } from '../forms/use-form'
import { ProfileBlock } from './profile-block'

export interface AddressField<F extends string> {
  name: F
  labelKey: string
  required: boolean
}

/** Where an address lives: its list's query (the first is used) and its save, whose success reads the list again. */
export interface AddressEndpoint<
  F extends string,
  R extends Partial<Record<F, unknown>> = Partial<Record<F, unknown>>,
> {
  query: (locale: Locale) => StoreQuery<R[]>
  save: (locale: Locale) => MutationOptions<unknown, ApiError, Record<F, string>>
}

/**
 * A saved delivery address (spec §3 Courier address, New-post address): GET lists them and the
 * first is used; POST saves. §5: letters, digits and whitespace only; save is disabled while a
 * field shows an error.
 */
export function AddressBlock<F extends string, R extends Partial<Record<F, unknown>>>({
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
  endpoint: AddressEndpoint<F, R>
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
  const stored = useStoreQuery(endpoint.query(locale))
  const write = useStoreMutation(endpoint.save(locale))
  const [editing, setEditing] = useState(false)
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)

  const pick = (row: Partial<Record<F, unknown>> | undefined): Record<F, string> =>
    Object.fromEntries(fields.map((f) => [f.name, typeof row?.[f.name] === 'string' ? row[f.name] : ''])) as Record<
      F,
      string
    >
  const saved = stored.data ? pick(stored.data[0]) : null

  // The form shows the stored address as it arrives; a shopper who began typing before it did keeps what they typed.
  useEffect(() => {
    if (!stored.data) return
    const typed = form.peek()
    if (fields.every((f) => typed[f.name] === '')) form.reset(pick(stored.data[0]))
    // The read's answer is what changes; the form's store outlives the render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored.data])
  useEffect(() => {
    if (stored.error) console.warn(testId, stored.error)
  }, [stored.error, testId])

  const toggle = () => {
    form.reset(saved ?? empty)
    setMessage(null)
    setEditing((on) => !on)
  }

  async function save() {
    setMessage(null)
    if (!form.validate()) return
    const body = Object.fromEntries(fields.map((f) => [f.name, form.values[f.name].trim()])) as Record<F, string>
    try {
      // §4: a successful save leaves edit mode, and the data is fetched again (the save's invalidation).
      await write.mutate(body)
      form.reset(body)
      setEditing(false)
      setMessage({ kind: 'success', text: t('accounts.profile.saved') })
    } catch (error) {
      console.warn(testId, error)
      const fieldErrors = mappedFieldErrors(t, error, wire)
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors)
      else setMessage({ kind: 'error', text: t('accounts.personal.error') })
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
      saving={write.isPending}
      saveDisabled={form.hasErrors}
      message={stored.error ? { kind: 'error', text: t('accounts.profile.load_error') } : message}
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
