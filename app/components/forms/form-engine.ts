import { type AnyFieldLikeMetaBase, FormApi } from '@tanstack/react-form'
import type { FormStore } from './form-store'

export { schemaCodes } from './schema-codes'

/** A field TanStack Form has no meta for yet (none is mounted: the inputs are bound by hand). */
const NO_META = { isTouched: false, isBlurred: false, isDirty: false, errorMap: {} } as unknown as AnyFieldLikeMetaBase

/**
 * The form layer's store: a TanStack Form (not mounted: no devtools broadcast) that takes over the
 * buffer's values and shown errors. A chunk of its own, fetched on a form's first focus, input or
 * submit, so no page loads it before a visitor starts on a form.
 */
export function engineStore<F extends string>(from: FormStore<F>): FormStore<F> {
  const form = new FormApi({ defaultValues: from.values })
  const setMeta: FormStore<F>['setMeta'] = (field, update) =>
    form.setFieldMeta(field as never, (prev: AnyFieldLikeMetaBase | undefined) => {
      const base = prev ?? NO_META
      return { ...base, ...update(base) } as AnyFieldLikeMetaBase
    })
  for (const [field, meta] of Object.entries(from.meta) as [F, object | undefined][])
    if (meta) setMeta(field, () => meta)
  return {
    get values() {
      return form.state.values
    },
    get meta() {
      return form.state.fieldMeta as FormStore<F>['meta']
    },
    setValue: (field, value) => form.setFieldValue(field as never, value as never),
    setMeta,
    // The first values stay TanStack's defaults: a reset to loaded values is not a new default.
    reset: (values) => form.reset(values, { keepDefaultValues: true }),
    subscribe(listener) {
      const subscription = form.store.subscribe(() => listener())
      return () => subscription.unsubscribe()
    },
  }
}
