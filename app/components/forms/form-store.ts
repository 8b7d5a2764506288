import type { z } from 'zod'

/** A field's shown errors, by where they came from (TanStack Form's field meta `errorMap`). */
export interface FieldMeta {
  isBlurred?: boolean
  errorMap?: { onBlur?: unknown; onServer?: unknown }
}

/**
 * Where a form's values and shown errors live: TanStack Form's store once the form layer's chunk has
 * arrived (./form-engine), until then a buffer of the same shape that hands its state over.
 */
export interface FormStore<F extends string> {
  readonly values: Record<F, string>
  readonly meta: Partial<Record<F, FieldMeta>>
  setValue(field: F, value: string): void
  setMeta(field: F, update: (prev: FieldMeta | undefined) => FieldMeta): void
  reset(values: Record<F, string>): void
  subscribe(listener: () => void): () => void
}

/**
 * The contract's schema the server validates the form's request with (app/contract), run in the
 * browser too: a field's code is its first issue's. `load` imports it (zod and the contract stay
 * out of the page's first JavaScript), `body` builds the request from the values (by default the
 * values themselves), `wire` names the request field of a form field where they differ.
 */
export interface FormSchema<F extends string> {
  load: () => Promise<z.ZodType>
  body?: (values: Record<F, string>) => unknown
  wire?: Partial<Record<F, string>>
}

/** The form's state before TanStack Form's store has arrived: what is typed meanwhile is kept. */
export function bufferStore<F extends string>(initial: Record<F, string>): FormStore<F> {
  let state = { values: initial, meta: {} as Partial<Record<F, FieldMeta>> }
  const listeners = new Set<() => void>()
  const put = (next: typeof state) => {
    state = next
    for (const listener of listeners) listener()
  }
  return {
    get values() {
      return state.values
    },
    get meta() {
      return state.meta
    },
    setValue: (field, value) => put({ ...state, values: { ...state.values, [field]: value } }),
    setMeta: (field, update) => put({ ...state, meta: { ...state.meta, [field]: update(state.meta[field]) } }),
    reset: (values) => put({ values, meta: {} }),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
