import { type StandardSchemaV1, useForm } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import type { ApiError } from '../../lib/api-client'
import { FormError } from './fields'

/** A dashboard card of store settings: its title over its form. */
export function SettingsCard({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  return (
    <div className="adm-card" data-testid={testId}>
      <h2>{title}</h2>
      {children}
    </div>
  )
}

interface SaveState {
  isPending: boolean
  isSuccess: boolean
  error: ApiError | null
}

/** A settings form on one line: its fields, a save button, then what the save answered. */
export function SettingsForm(props: {
  submit: () => void
  save: SaveState
  saveLabel: string
  savedLabel: string
  children: ReactNode
}) {
  const { save } = props
  return (
    <form
      className="adm-inline"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        props.submit()
      }}
    >
      {props.children}
      <button type="submit" className="btn btn--primary btn--small" disabled={save.isPending}>
        {props.saveLabel}
      </button>
      {save.isSuccess && <span role="status">{props.savedLabel}</span>}
      <FormError error={save.error} />
    </form>
  )
}

/** A settings form's values, checked by the contract's schema and saved as a whole (a failure shows under the form). */
export function useSettingsForm<V>(
  initial: V,
  schema: StandardSchemaV1<V, unknown>,
  save: { mutateAsync: (values: V) => Promise<unknown> },
) {
  return useForm({
    defaultValues: initial,
    validators: { onSubmit: schema },
    onSubmit: async ({ value }) => {
      await save.mutateAsync(value).catch(() => null)
    },
  })
}
