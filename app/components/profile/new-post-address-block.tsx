import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ADDRESS_MAX, checkNewPostText } from '../../domain/account-rules'
import type { Locale } from '../../domain/locale'
import { isPickedAddress, NP_PICKED_TEXT_MAX } from '../../domain/nova-poshta'
import { ApiError } from '../../lib/api-client'
import { authFetch } from '../../lib/auth/auth-fetch'
import { mappedFieldErrors } from '../../lib/auth/error-text'
import { ruleText } from '../forms/use-form'
import { EMPTY_NP_ADDRESS, type NpAddress, NovaPoshtaFields } from '../delivery/nova-poshta-fields'
import { ProfileBlock } from './profile-block'

type Field = 'city' | 'branch'
type Errors = Partial<Record<Field, string>>

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
  const [saved, setSaved] = useState<NpAddress | null>(null)
  const [value, setValue] = useState<NpAddress>(EMPTY_NP_ADDRESS)
  const [errors, setErrors] = useState<Errors>({})
  const [loadFailed, setLoadFailed] = useState(false)
  const [editing, setEditing] = useState(false)
  const [saving, setSaving] = useState(false)
  const [message, setMessage] = useState<{
    kind: 'success' | 'error'
    text: string
  } | null>(null)

  const errorOf = (field: Field, address: NpAddress): string | undefined => {
    const key = checkNewPostText(address[field], address)
    return key ? ruleText(t, key) : undefined
  }

  useEffect(() => {
    authFetch((api) => api.company['user-new-post-address'].$get(), { locale })
      .then((rows) => {
        setSaved(fromRow(rows[0]))
        setValue(fromRow(rows[0]))
      })
      .catch((error: unknown) => {
        console.warn('new-post address', error)
        setLoadFailed(true)
      })
  }, [locale])

  const toggle = () => {
    setValue(saved ?? EMPTY_NP_ADDRESS)
    setErrors({})
    setMessage(null)
    setEditing((on) => !on)
  }

  const change = (next: NpAddress) => {
    setValue(next)
    // A shown error follows the value, so it leaves as soon as the field is right.
    setErrors((e) => ({
      ...(e.city && { city: errorOf('city', next) }),
      ...(e.branch && { branch: errorOf('branch', next) }),
    }))
  }

  async function save() {
    setMessage(null)
    const found = {
      city: errorOf('city', value),
      branch: errorOf('branch', value),
    }
    setErrors(found)
    if (found.city || found.branch) return
    const body = {
      city: value.city.trim(),
      branch: value.branch.trim(),
      ...(isPickedAddress(value) && {
        settlement_ref: value.settlementRef,
        warehouse_ref: value.warehouseRef,
      }),
    }
    setSaving(true)
    try {
      const row = await authFetch((api) => api.company['user-new-post-address'].$post({ json: body }), { locale })
      setSaved(fromRow(row))
      setValue(fromRow(row))
      setEditing(false)
      setMessage({ kind: 'success', text: t('accounts.profile.saved') })
    } catch (error) {
      console.warn('new-post address', error)
      const fieldErrors = mappedFieldErrors<Field>(t, error, {
        city: 'city',
        branch: 'branch',
      })
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors)
      else
        setMessage({
          kind: 'error',
          text: error instanceof ApiError && error.status === 503 ? t('np.unavailable') : t('accounts.personal.error'),
        })
    } finally {
      setSaving(false)
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
      saving={saving}
      saveDisabled={Boolean(errors.city || errors.branch)}
      message={loadFailed ? { kind: 'error', text: t('accounts.profile.load_error') } : message}
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
          errors={errors}
          onBlur={(field) => setErrors((e) => ({ ...e, [field]: errorOf(field, value) }))}
          disabled={!editing || saving}
          maxLength={{ city: maxLength, branch: maxLength }}
          locale={locale}
        />
      </div>
    </ProfileBlock>
  )
}
