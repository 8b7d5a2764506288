import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ADDRESS_MAX, type AccountErrorKey, checkNewPostText } from '../../domain/account-rules'
import type { Locale } from '../../domain/locale'
import { isPickedAddress, NP_PICKED_TEXT_MAX } from '../../domain/nova-poshta'
import { ApiError } from '../../lib/api-client'
import { mappedFieldErrors } from '../../lib/auth/error-text'
import { newPostAddressQuery, saveNewPostAddress } from '../../lib/store-queries/account'
import { useStoreMutation, useStoreQuery } from '../../lib/store-queries/use-store-query'
import { ruleText, useForm } from '../forms/use-form'
import { EMPTY_NP_ADDRESS, type NpAddress, NovaPoshtaFields } from '../delivery/nova-poshta-fields'
import { ProfileBlock } from './profile-block'

/** The texts and, for a city and branch picked from the look-ups, the carrier's refs: one form's values. */
type Field = keyof NpAddress
const FIELDS = Object.keys(EMPTY_NP_ADDRESS) as Field[]
const TEXTS = ['city', 'branch'] as const
/** §5: a picked city or branch by its own rule, a typed one as address text; the refs have no rule. */
const check = (field: Field, address: NpAddress): AccountErrorKey | null =>
  field === 'city' || field === 'branch' ? checkNewPostText(address[field], address) : null

const text = (v: unknown) => (typeof v === 'string' ? v : '')
const fromRow = (row: Record<string, unknown> | undefined): NpAddress => ({
  city: text(row?.city),
  branch: text(row?.branch),
  settlementRef: text(row?.settlement_ref),
  warehouseRef: text(row?.warehouse_ref),
})

/**
 * The saved new-post address (spec §3 New-post address) with the Nova Poshta look-ups: a city and
 * branch picked from the lists keep the carrier's refs (and texts); typed ones follow §5 (letters,
 * digits and whitespace). Save is disabled while a field shows an error; the checkout prefills it.
 */
export function NewPostAddressBlock({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const form = useForm<Field, AccountErrorKey>({ fields: FIELDS, initial: EMPTY_NP_ADDRESS, check, text: ruleText })
  const value = form.values
  const stored = useStoreQuery(newPostAddressQuery(locale))
  const write = useStoreMutation(saveNewPostAddress(locale))
  const saved = stored.data ? fromRow(stored.data[0]) : null
  const [editing, setEditing] = useState(false)
  const [message, setMessage] = useState<{
    kind: 'success' | 'error'
    text: string
  } | null>(null)

  // The form shows the stored address as it arrives; a shopper who began typing before it did keeps what they typed.
  useEffect(() => {
    if (stored.data && TEXTS.every((f) => form.peek()[f] === '')) form.reset(fromRow(stored.data[0]))
    // The read's answer is what changes; the form's store outlives the render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored.data])
  useEffect(() => {
    if (stored.error) console.warn('new-post address', stored.error)
  }, [stored.error])

  const toggle = () => {
    form.reset(saved ?? EMPTY_NP_ADDRESS)
    setMessage(null)
    setEditing((on) => !on)
  }

  /** The texts and refs change together; a shown error follows them, so it leaves as soon as the field is right. */
  const change = (next: NpAddress) => {
    form.setValues(next)
    const shown = TEXTS.filter((f) => form.errors[f])
    if (shown.length > 0) form.setCodes(Object.fromEntries(shown.map((f) => [f, check(f, next) ?? undefined])))
  }

  async function save() {
    setMessage(null)
    if (!form.validate(TEXTS)) return
    const body = {
      city: value.city.trim(),
      branch: value.branch.trim(),
      ...(isPickedAddress(value) && {
        settlement_ref: value.settlementRef,
        warehouse_ref: value.warehouseRef,
      }),
    }
    try {
      form.reset(fromRow(await write.mutate(body)))
      setEditing(false)
      setMessage({ kind: 'success', text: t('accounts.profile.saved') })
    } catch (error) {
      console.warn('new-post address', error)
      const fieldErrors = mappedFieldErrors<Field>(t, error, { city: 'city', branch: 'branch' })
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors)
      else
        setMessage({
          kind: 'error',
          text: error instanceof ApiError && error.status === 503 ? t('np.unavailable') : t('accounts.personal.error'),
        })
    }
  }

  const nothingSaved = saved !== null && saved.city === '' && saved.branch === ''
  const maxLength = isPickedAddress(value) ? NP_PICKED_TEXT_MAX : ADDRESS_MAX
  return (
    <ProfileBlock
      title={t('accounts.newpost.title')}
      testId="new-post-address"
      editing={editing}
      onToggle={toggle}
      onSubmit={() => void save()}
      saving={write.isPending}
      saveDisabled={form.hasErrors}
      message={stored.error ? { kind: 'error', text: t('accounts.profile.load_error') } : message}
    >
      {nothingSaved && !editing && <p className="pblock__note muted">{t('accounts.newpost.empty')}</p>}
      <div className="pblock__grid">
        <NovaPoshtaFields
          value={value}
          onChange={change}
          labels={{
            city: t('accounts.newpost.city'),
            branch: t('accounts.newpost.branch'),
          }}
          errors={form.errors}
          onBlur={(field) => form.blur(field)}
          disabled={!editing || write.isPending}
          maxLength={{ city: maxLength, branch: maxLength }}
          locale={locale}
        />
      </div>
    </ProfileBlock>
  )
}
