import type { TFunction } from 'i18next'
import { type ChangeEvent, useEffect, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { AccountErrorKey } from '../../domain/account-rules'
import type { FormErrorCode } from '../../domain/form-rules'
import { ApiError } from '../../lib/api-client'
import { formLayer } from './form-layer'
import type { FormSchema } from './form-store'

/** A field's rule: the code of what is wrong with it (from app/domain), or nothing. */
export type FieldCheck<F extends string, C extends string> = (
  field: F,
  values: Record<F, string>,
) => C | null | undefined

export type { FormSchema }

export interface FormOptions<F extends string, C extends string> {
  fields: readonly F[]
  initial: Record<F, string>
  /** The contract's schema of the request (its codes are the fields' codes), loaded with the form layer. */
  schema?: FormSchema<F>
  /** Rules the schema cannot see (a repeated password, a picked branch's refs); asked first. */
  check?: FieldCheck<F, C>
  /** A rule's code as the page's text (one i18n text per code and language). */
  text: (t: TFunction, code: C) => string
}

/** A shown error: a rule's code, or a text the server already wrote in the visitor's language. */
type Shown<C extends string> = { code: C } | { text: string }

/**
 * The one storefront form (spec §5), on TanStack Form: its store holds the values and each field's
 * shown error (field meta `errorMap.onBlur`: a rule's code; `onServer`: the server's text). TanStack
 * Form and the contract's schema arrive as one chunk on the form's first focus, input or submit
 * (./form-layer); a field left before then is checked again when they have. Rules run on blur and on
 * submit; a field shows its error once it was left or the form was sent, and clears it as soon as it
 * is fixed. `errors` are the codes' texts (through `text`), `codes` the codes themselves for forms
 * that translate on their own (the checkout).
 */
export function useForm<F extends string, C extends string>({
  fields,
  initial,
  schema,
  check,
  text,
}: FormOptions<F, C>) {
  const { t } = useTranslation()
  const [layer] = useState(() => formLayer(initial, schema))
  useSyncExternalStore(layer.subscribe, layer.version, layer.version)
  const values = layer.store.values
  const meta = layer.store.meta

  const codeOf = (field: F, all: Record<F, string>): C | undefined =>
    check?.(field, all) ?? (layer.schemaCodes(all)[field] as C | undefined)
  const ruled = (field: F, all: Record<F, string>): Shown<C> | undefined => {
    const code = codeOf(field, all)
    return code ? { code } : undefined
  }
  const shownOf = (field: F): Shown<C> | undefined => {
    const map = layer.store.meta[field]?.errorMap
    return (map?.onServer as Shown<C> | undefined) ?? (map?.onBlur as Shown<C> | undefined)
  }
  const show = (field: F, entry: Shown<C> | undefined) =>
    layer.store.setMeta(field, (prev) => ({
      ...prev,
      isBlurred: true,
      errorMap: { ...prev?.errorMap, onBlur: entry, onServer: undefined },
    }))
  const current = () => layer.store.values
  const ready = () => layer.load()
  // When the layer arrives, a field already left is checked again, by the schema too.
  useEffect(() => {
    layer.onLoaded(() => {
      for (const field of fields) {
        const m = layer.store.meta[field]
        if (m?.isBlurred && !m.errorMap?.onServer) show(field, ruled(field, current()))
      }
    })
  })

  const errors = {} as Partial<Record<F, string>>
  const codes = {} as Partial<Record<F, C>>
  for (const field of fields) {
    const map = meta[field]?.errorMap
    const entry = (map?.onServer ?? map?.onBlur) as Shown<C> | undefined
    if (!entry) continue
    if ('code' in entry) codes[field] = entry.code
    errors[field] = 'code' in entry ? text(t, entry.code) : entry.text
  }

  const setValues = (next: Record<F, string> | ((prev: Record<F, string>) => Record<F, string>)) => {
    const all = typeof next === 'function' ? next(current()) : next
    for (const field of fields) if (all[field] !== current()[field]) layer.store.setValue(field, all[field])
  }
  const set = (field: F, value: string) => {
    void ready()
    layer.store.setValue(field, value)
    if (shownOf(field)) show(field, ruled(field, current()))
  }
  const blur = (field: F, normalise?: (value: string) => string) => {
    void ready()
    if (normalise) layer.store.setValue(field, normalise(current()[field]))
    show(field, ruled(field, current()))
  }
  const validIn = (only: readonly F[]) => only.every((f) => !codeOf(f, values))
  const setErrors = (texts: Partial<Record<F, string>>) => {
    for (const [field, message] of Object.entries(texts) as [F, string | undefined][])
      if (fields.includes(field) && message)
        layer.store.setMeta(field, (prev) => ({
          ...prev,
          errorMap: { ...prev?.errorMap, onServer: { text: message } },
        }))
  }

  return {
    values,
    setValues,
    errors,
    codes,
    hasErrors: Object.keys(errors).length > 0,
    /**
     * Every field valid by the browser's checks (no message needed): for submit buttons that wait for
     * it. A schema form is not valid before its schema has arrived (or failed to: then the server checks).
     */
    isValid: (!schema || layer.settled()) && validIn(fields),
    validIn,
    /** The values now, for a callback that outlives the render it was made in (a load that resolves later). */
    peek: current,
    set,
    /** A choice (a select) is complete when made: checked at once, so un-choosing a required one says so. */
    choose(field: F, value: string) {
      void ready()
      layer.store.setValue(field, value)
      show(field, ruled(field, current()))
    },
    blur,
    /** Starts fetching the form layer (a field got focus), so its checks are there when the field is left. */
    warm: () => void ready(),
    /**
     * Waits for the form layer (at once when it is there; a submit awaits it before `validate`, so a
     * schema form is checked by its schema). A layer that fails to arrive leaves the server to check.
     */
    ready,
    /**
     * Checks these fields (all by default) and shows what is wrong; true when they may be sent. When
     * something is wrong the first such field takes the focus, so a keyboard or screen-reader user
     * lands on it and hears its error, not silence on the button they pressed.
     */
    validate(only: readonly F[] = fields): boolean {
      const all = current()
      const found = only.map((f) => [f, ruled(f, all)] as const)
      for (const [f, entry] of found) show(f, entry)
      const wrong = found.filter(([, entry]) => entry).map(([f]) => f)
      if (wrong.length > 0) focusFirstOf(wrong)
      return wrong.length === 0
    },
    /** Server texts (already in the visitor's language) under the fields they name; other fields are left alone. */
    setErrors,
    /** Rule codes under fields, for a refusal the form maps back to its own rules. */
    setCodes(found: Partial<Record<F, C>>) {
      for (const [f, code] of Object.entries(found) as [F, C | undefined][]) show(f, code ? { code } : undefined)
    },
    /** Shows a refusal's field errors: each field's code (the envelope's `codes`) as the page's text, else the server's message. */
    showServerErrors(error: unknown) {
      if (!(error instanceof ApiError) || !error.fields) return
      for (const [field, messages] of Object.entries(error.fields) as [F, string[]][]) {
        if (!fields.includes(field)) continue
        const code = error.codes?.[field] as C | undefined
        if (code) show(field, { code })
        else if (messages[0]) setErrors({ [field]: messages[0] } as Partial<Record<F, string>>)
      }
    },
    reset(next: Record<F, string> = initial) {
      layer.store.reset(next)
    },
    /** Props of an input bound to a field: value, its error, and the checks on focus, change and blur. */
    bind(name: F) {
      return {
        name,
        value: values[name],
        error: errors[name],
        onFocus: () => void ready(),
        onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
        onBlur: () => blur(name),
      }
    },
  }
}

/**
 * Focuses the first of these fields in the page's order, inside the form being sent (the one holding
 * the focus now), once its error is rendered and tied to it; not if the visitor has meanwhile moved
 * to another field (on a busy phone the next frame comes late, and their typing would land in the
 * field focused from under them).
 */
export function focusFirstOf(names: readonly string[]) {
  if (typeof document === 'undefined') return
  const sending = document.activeElement
  const form = sending?.closest('form') ?? document
  requestAnimationFrame(() => {
    const now = document.activeElement
    if (now !== sending && now !== document.body && now !== null) return
    const inputs = [...form.querySelectorAll<HTMLElement>('input, select, textarea')]
    inputs.find((input) => names.includes(input.getAttribute('name') ?? ''))?.focus()
  })
}

/** The storefront forms' texts (content.errors.*). */
export const contentText = (t: TFunction, code: FormErrorCode) => t(`content.errors.${code}`)

/** The text of a §5 account rule's code (accounts.errors.*). */
export const ruleText = (t: TFunction, key: AccountErrorKey | (string & {})) => t(`accounts.errors.${key}`)

/** An account rule: the value and, for rules that compare fields, all of them. */
export type FieldRule<F extends string> = (value: string, values: Record<F, string>) => AccountErrorKey | null

/** The options of an account form (§5 rules of app/domain/account-rules.ts, texts accounts.errors.*). */
export function accountForm<F extends string>(
  initial: Record<F, string>,
  rules: Partial<Record<F, FieldRule<F>>>,
): FormOptions<F, AccountErrorKey> {
  return {
    fields: Object.keys(initial) as F[],
    initial,
    check: (field, values) => rules[field]?.(values[field], values),
    text: ruleText,
  }
}

/** The form-level text of a failed submit (spec §8): the bot check, the rate limit, invalid fields, or a send failure. */
export function submitErrorKey(
  error: unknown,
  invalidKey = 'content.errors.form_invalid',
  failedKey = 'content.errors.send_failed',
): string {
  if (error instanceof ApiError) {
    if (error.fields?.recaptchaToken) return 'content.errors.recaptcha'
    if (error.status === 429) return 'content.errors.rate_limited'
    if (error.status === 400 && error.fields) return invalidKey
  }
  return failedKey
}

/** What `bind` gives an input: its name, value, error and handlers. */
export type FieldBinding<F extends string> = ReturnType<ReturnType<typeof useForm<F, string>>['bind']>
