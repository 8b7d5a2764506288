import { useForm } from '@tanstack/react-form'
import type { UseMutationResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApiError } from '../../lib/api-client'
import { FormError } from './fields'
import { FormField } from './form-field'
import { useServerFields } from './server-fields'

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

/** The editor's form: the row's draft, sent through the config's mutation; the editor closes once it is saved. */
function useEditorForm<T extends { id: number }, Body>(
  config: EditorConfig<T, Body>,
  row: T | null,
  onClose: () => void,
) {
  const form = useForm({
    defaultValues: config.draftOf(row),
    onSubmit: async ({ value }) => {
      const saved = await config.save.mutateAsync({ id: row?.id ?? 'new', body: config.bodyOf(value) }).then(
        () => true,
        () => false, // the mutation holds the error, shown under the fields it names
      )
      if (saved) onClose()
    },
  })
  const fields = config.fields(row)
  /** On a new row, the fields that follow `source` (a slug from the name) take its value until typed in by hand. */
  const follow = (source: string, value: string) => {
    if (row) return
    for (const f of fields)
      if (f.follows?.field === source && !form.getFieldMeta(f.name)?.isDirty)
        form.setFieldValue(f.name, f.follows.make(value), { dontUpdateMeta: true })
  }
  return { form, fields, follow }
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
  const { save, remove } = config
  const { form, fields, follow } = useEditorForm(config, row, onClose)
  const { server, onEdit } = useServerFields(save.error ?? remove?.mutation.error ?? null)
  const followed = new Set(fields.flatMap((f) => (f.follows ? [f.follows.field] : [])))
  return (
    <form
      className="adm-card adm-form"
      data-testid={config.testId}
      onInput={onEdit}
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
    >
      <h2 className="adm-field--wide">{row ? config.title.edit : config.title.new}</h2>
      {fields.map((f) => (
        <form.Field
          key={f.name}
          name={f.name}
          listeners={followed.has(f.name) ? { onChange: ({ value }) => follow(f.name, String(value)) } : undefined}
        >
          {(field) =>
            f.kind === 'checkbox' ? (
              <label className="adm-check">
                <input
                  type="checkbox"
                  name={f.name}
                  checked={field.state.value === true}
                  onChange={(e) => field.handleChange(e.target.checked)}
                />{' '}
                {f.label}
              </label>
            ) : (
              <FormField
                label={f.label}
                name={f.name}
                errors={field.state.meta.errors}
                server={server}
                wide={f.wide}
                hint={row ? undefined : f.hint}
              >
                <Control field={f} value={String(field.state.value ?? '')} onChange={field.handleChange} />
              </FormField>
            )
          }
        </form.Field>
      ))}
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
      <FormError error={server} shown={fields.filter((f) => f.kind !== 'checkbox').map((f) => f.name)} />
    </form>
  )
}

/** A text, number, date, long-text or choice control; its name lets a server error under it go once it is edited. */
function Control({ field, value, onChange }: { field: EditorField; value: string; onChange: (value: string) => void }) {
  const { name } = field
  if (field.kind === 'textarea')
    return <textarea name={name} value={value} onChange={(e) => onChange(e.target.value)} />
  if (field.kind === 'select')
    return (
      <select name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    )
  return (
    <input
      type={field.kind ?? 'text'}
      name={name}
      min={field.min}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}
