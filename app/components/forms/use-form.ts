import type { TFunction } from 'i18next'
import { type ChangeEvent, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AccountErrorKey } from '../../domain/account-rules'
import type { FormErrorCode } from '../../domain/form-rules'
import { ApiError } from '../../lib/api-client'

/** A field's rule: the code of what is wrong with it (from app/domain), or nothing. */
export type FieldCheck<F extends string, C extends string> = (
  field: F,
  values: Record<F, string>,
) => C | null | undefined

export interface FormOptions<F extends string, C extends string> {
  fields: readonly F[]
  initial: Record<F, string>
  check: FieldCheck<F, C>
  /** A rule's code as the page's text (one i18n text per code and language). */
  text: (t: TFunction, code: C) => string
}

/** A shown error: a rule's code, or a text the server already wrote in the visitor's language. */
type Shown<C extends string> = { code: C } | { text: string }

/**
 * The one form hook (spec §5): values and their rules, run on blur and on submit; a field shows its
 * error once it was left or the form was sent, and clears it as soon as it is fixed. Rules answer
 * codes; `errors` are their texts (through `text`), `codes` the codes themselves for forms that
 * translate on their own (the checkout).
 */
export function useForm<F extends string, C extends string>({ fields, initial, check, text }: FormOptions<F, C>) {
  const { t } = useTranslation()
  const [values, setValues] = useState(initial)
  const [shown, setShown] = useState<Partial<Record<F, Shown<C>>>>({})
  const ruled = useCallback(
    (field: F, all: Record<F, string>): Shown<C> | undefined => {
      const code = check(field, all)
      return code ? { code } : undefined
    },
    [check],
  )
  const show = (field: F, entry: Shown<C> | undefined) => setShown((prev) => ({ ...prev, [field]: entry }))

  const errors = {} as Partial<Record<F, string>>
  const codes = {} as Partial<Record<F, C>>
  for (const field of Object.keys(shown) as F[]) {
    const entry = shown[field]
    if (!entry) continue
    if ('code' in entry) codes[field] = entry.code
    errors[field] = 'code' in entry ? text(t, entry.code) : entry.text
  }

  const set = (field: F, value: string) => {
    const next = { ...values, [field]: value }
    setValues((current) => ({ ...current, [field]: value }))
    if (shown[field]) show(field, ruled(field, next))
  }
  const blur = (field: F, normalise?: (value: string) => string) => {
    const next = normalise ? { ...values, [field]: normalise(values[field]) } : values
    if (normalise) setValues(next)
    show(field, ruled(field, next))
  }
  const validIn = (only: readonly F[]) => only.every((f) => !check(f, values))
  const setErrors = (texts: Partial<Record<F, string>>) => {
    const known = Object.entries(texts).filter(([f, m]) => (fields as readonly string[]).includes(f) && m) as [
      F,
      string,
    ][]
    setShown((prev) => ({ ...prev, ...Object.fromEntries(known.map(([f, m]) => [f, { text: m }])) }))
  }

  return {
    values,
    setValues,
    errors,
    codes,
    hasErrors: Object.keys(errors).length > 0,
    /** Every field valid by the browser's checks (no message needed): for submit buttons that wait for it. */
    isValid: validIn(fields),
    validIn,
    set,
    /** A choice (a select) is complete when made: checked at once, so un-choosing a required one says so. */
    choose(field: F, value: string) {
      const next = { ...values, [field]: value }
      setValues(next)
      show(field, ruled(field, next))
    },
    blur,
    /** Checks these fields (all by default) and shows what is wrong; true when they may be sent. */
    validate(only: readonly F[] = fields): boolean {
      const found = Object.fromEntries(only.map((f) => [f, ruled(f, values)])) as Partial<Record<F, Shown<C>>>
      setShown((prev) => ({ ...prev, ...found }))
      return Object.values(found).every((e) => !e)
    },
    /** Server texts (already in the visitor's language) under the fields they name; other fields are left alone. */
    setErrors,
    /** Rule codes under fields, for a refusal the form maps back to its own rules. */
    setCodes(found: Partial<Record<F, C>>) {
      setShown((prev) => ({
        ...prev,
        ...Object.fromEntries(Object.entries(found).map(([f, code]) => [f, code ? { code } : undefined])),
      }))
    },
    /** Shows the server's field messages (already in the visitor's language): the first of each. */
    showServerErrors(fieldMessages: Record<string, string[]> | undefined) {
      setErrors(
        Object.fromEntries(Object.entries(fieldMessages ?? {}).map(([f, m]) => [f, m[0]])) as Partial<
          Record<F, string>
        >,
      )
    },
    reset(next: Record<F, string> = initial) {
      setValues(next)
      setShown({})
    },
    /** Props of an input bound to a field: value, its error, and the checks on change and blur. */
    bind(name: F) {
      return {
        name,
        value: values[name],
        error: errors[name],
        onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
        onBlur: () => blur(name),
      }
    },
  }
}

/** The storefront forms' texts (content.errors.*). */
export const contentText = (t: TFunction, code: FormErrorCode) => t(`content.errors.${code}`)

/** The text of a §5 account rule's code (accounts.errors.*). */
export const ruleText = (t: TFunction, key: AccountErrorKey) => t(`accounts.errors.${key}`)

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
