import { useCallback, useEffect, useState } from 'react'
import type { Locale } from '../../domain/locale'
import type { CheckoutDeliveryType, OrderField } from '../../domain/order-form'
import { storedAccessToken } from '../../lib/access-token'
import type { NpAddress } from '../delivery/nova-poshta-fields'
import { useForm } from '../forms/use-form'
import { fieldError, NO_REFS, type NpRefs } from './new-post-refs'
import { loadPrefill, type Prefill } from './prefill'
import type { FormValues } from './submit-order'

export const PERSONAL_FIELDS = [
  'first_name',
  'last_name',
  'father_name',
  'phone',
  'email',
] as const satisfies readonly OrderField[]
export const ADDRESS_FIELDS: Record<CheckoutDeliveryType, readonly OrderField[]> = {
  curier: ['street', 'house', 'appartment'],
  newpost: ['city', 'branch'],
}
export const EMPTY: FormValues = {
  first_name: '',
  last_name: '',
  father_name: '',
  phone: '',
  email: '',
  street: '',
  house: '',
  appartment: '',
  city: '',
  branch: '',
}
const ORDER_FIELDS = Object.keys(EMPTY) as OrderField[]
/** A field's error code; `unknown_branch`: the carrier does not know the picked branch (the server said so). */
export type CheckoutFieldError = NonNullable<ReturnType<typeof fieldError>> | 'unknown_branch'

/** The prefill's values of the fields still empty: what the shopper already typed wins. */
function filled(current: FormValues, prefill: Prefill): FormValues {
  const next = { ...current }
  for (const key of ORDER_FIELDS) {
    const value = prefill[key]
    if (!next[key] && value) next[key] = value
  }
  return next
}

/**
 * The checkout's fields on the one form layer (spec §4/§5): the values, their codes, the refs of a
 * picked Nova Poshta city and branch, and the signed-in buyer's prefill (spec §6).
 */
export function useCheckoutForm(locale: Locale, onOptIn: () => void) {
  const [npRefs, setNpRefs] = useState<NpRefs>(NO_REFS)
  // A picked city and branch are checked by their own rule, typed ones by §5's (npTextError).
  const check = useCallback(
    (field: OrderField, all: FormValues): CheckoutFieldError | null => fieldError(field, all[field], npRefs),
    [npRefs],
  )
  // The fields show their codes through TextField (order.errors.*), so the texts here are the codes' keys.
  const form = useForm<OrderField, CheckoutFieldError>({
    fields: ORDER_FIELDS,
    initial: EMPTY,
    check,
    text: (_t, code) => `order.errors.${code}`,
  })
  const { setValues } = form

  useEffect(() => {
    if (!storedAccessToken()) return
    let live = true
    void loadPrefill(locale).then((prefill) => {
      if (!live) return
      if (prefill.messagesOptIn) onOptIn()
      setValues((current) => {
        // A saved branch picked from the carrier's list comes with its refs.
        if (!current.city && !current.branch && prefill.settlementRef && prefill.warehouseRef)
          setNpRefs({ settlementRef: prefill.settlementRef, warehouseRef: prefill.warehouseRef })
        return filled(current, prefill)
      })
    })
    return () => {
      live = false
    }
    // Loaded once per language: `setValues` and `onOptIn` write to stores that outlive the render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale])

  /** The Nova Poshta fields change together: texts and the refs of what was picked. */
  const changeNewPost = (next: NpAddress) => {
    const refs = { settlementRef: next.settlementRef, warehouseRef: next.warehouseRef }
    setValues((v) => ({ ...v, city: next.city, branch: next.branch }))
    setNpRefs(refs)
    const shown = (['city', 'branch'] as const).filter((f) => form.codes[f])
    if (shown.length > 0)
      form.setCodes(Object.fromEntries(shown.map((f) => [f, fieldError(f, next[f], refs) ?? undefined])))
  }

  return { form, npRefs, changeNewPost }
}
