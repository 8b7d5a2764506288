import type { UseMutationResult } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApiError } from '../../lib/api-client'
import { Field, FormError } from './fields'

export type Draft = Record<string, string | boolean>

/** One control of an editor; its `name` is the field the server's errors name. */
export interface EditorField {
  name: string
  label: string
  kind?: 'text' | 'number' | 'textarea' | 'select' | 'date' | 'checkbox'
  options?: readonly { value: string | number; label: string }[]
  wide?: boolean
  min?: number
  hint?: string
  /** On a new row, the value follows another field's, made by `make`, until this one is typed in. */
  follows?: { field: string; make: (value: string) => string }
}

export interface EditorConfig<T, Body> {
  title: { new: string; edit: string }
  fields: (editing: T | null) => EditorField[]
  draftOf: (row: T | null) => Draft
  /** The request's body from the draft: numbers parsed, empty values left out; the server checks the rest. */
  bodyOf: (draft: Draft) => Body
  save: UseMutationResult<unknown, ApiError, { id: number | 'new'; body: Body }>
  /** Below the fields of a saved row, e.g. its picture. */
  extra?: (row: T) => ReactNode
  /** A saved row's delete button, asked to confirm first; the server says why it refuses. */
  remove?: { mutation: UseMutationResult<unknown, ApiError, number>; label: string; confirm: string }
  testId?: string
}

/** The form above a table that adds a row or edits the clicked one, with the server's field errors under each control. */
export function ResourceEditor<T extends { id: number }, Body>({
  config,
  row,
  onClose,
}: {
  config: EditorConfig<T, Body>
  row: T | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(() => config.draftOf(row))
  // The fields typed in by hand: a following field (a slug from the name) stops following once typed.
  const [typed, setTyped] = useState<ReadonlySet<string>>(new Set())
  const { save, remove } = config
  const error = save.error ?? remove?.mutation.error ?? null
  const fields = config.fields(row)
  function change(name: string, value: string) {
    const next: Draft = { ...draft, [name]: value }
    for (const f of fields)
      if (!row && f.follows?.field === name && !typed.has(f.name)) next[f.name] = f.follows.make(value)
    if (fields.some((f) => f.name === name && f.follows)) setTyped(new Set(typed).add(name))
    setDraft(next)
  }
  function submit(event: FormEvent) {
    event.preventDefault()
    save.mutate({ id: row?.id ?? 'new', body: config.bodyOf(draft) }, { onSuccess: onClose })
  }
  return (
    <form className="adm-card adm-form" onSubmit={submit} data-testid={config.testId}>
      <h2 className="adm-field--wide">{row ? config.title.edit : config.title.new}</h2>
      {fields.map((field) =>
        field.kind === 'checkbox' ? (
          <label key={field.name} className="adm-check">
            <input
              type="checkbox"
              checked={draft[field.name] === true}
              onChange={(e) => setDraft({ ...draft, [field.name]: e.target.checked })}
            />{' '}
            {field.label}
          </label>
        ) : (
          <Field
            key={field.name}
            label={field.label}
            name={field.name}
            error={error}
            wide={field.wide}
            hint={row ? undefined : field.hint}
          >
            <Control field={field} value={String(draft[field.name] ?? '')} onChange={(v) => change(field.name, v)} />
          </Field>
        ),
      )}
      {row && config.extra?.(row)}
      <div className="adm-form__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {t('admin.common.save')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('admin.common.cancel')}
        </button>
        {row && remove && (
          <button
            type="button"
            className="btn btn--danger"
            disabled={remove.mutation.isPending}
            onClick={() => {
              if (window.confirm(remove.confirm)) remove.mutation.mutate(row.id, { onSuccess: onClose })
            }}
          >
            {remove.label}
          </button>
        )}
      </div>
      <FormError error={error} shown={fields.filter((f) => f.kind !== 'checkbox').map((f) => f.name)} />
    </form>
  )
}

function Control({ field, value, onChange }: { field: EditorField; value: string; onChange: (value: string) => void }) {
  if (field.kind === 'textarea') return <textarea value={value} onChange={(e) => onChange(e.target.value)} />
  if (field.kind === 'select')
    return (
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    )
  return <input type={field.kind ?? 'text'} min={field.min} value={value} onChange={(e) => onChange(e.target.value)} />
}
