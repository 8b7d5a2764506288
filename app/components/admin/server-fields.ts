import { type FormEvent, useMemo, useState } from 'react'
import { ApiError } from '../../lib/api-client'

const NONE: ReadonlySet<string> = new Set()

/**
 * What the server refused, less the fields the staff member has changed since: a message under a
 * field is about the value that was sent, and stays only while that value does. `onEdit` goes on the
 * form's `onInput`: each keystroke and choice bubbles from its control with the control's name (a
 * `change` only when the control is left).
 */
export function useServerFields(error: ApiError | null) {
  const [edited, setEdited] = useState<{ error: ApiError | null; names: ReadonlySet<string> }>({ error, names: NONE })
  const names = edited.error === error ? edited.names : NONE
  const server = useMemo(() => (error && names.size > 0 ? without(error, names) : error), [error, names])
  const onEdit = (event: FormEvent) => {
    const name = (event.target as { name?: unknown }).name
    if (typeof name !== 'string' || !error?.fields?.[name] || names.has(name)) return
    setEdited({ error, names: new Set([...names, name]) })
  }
  return { server, onEdit }
}

function without(error: ApiError, names: ReadonlySet<string>): ApiError {
  const keep = <T>(record: Record<string, T> | undefined) =>
    record && Object.fromEntries(Object.entries(record).filter(([name]) => !names.has(name)))
  return new ApiError(error.status, error.code, error.message, keep(error.fields), keep(error.codes))
}
