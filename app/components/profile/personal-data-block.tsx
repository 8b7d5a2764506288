import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Me, MeUpdate } from '../../contract/auth'
import { checkName, checkPhone, NAME_MAX, PHONE_INPUT_MAX } from '../../domain/account-rules'
import type { Locale } from '../../domain/locale'
import { authFetch } from '../../lib/auth/auth-fetch'
import { mappedFieldErrors } from '../../lib/auth/error-text'
import { loadProfile } from '../../lib/auth/session'
import { TextField } from '../account/form-fields'
import { accountForm, type FieldRule, useForm } from '../forms/use-form'
import { ProfileBlock } from './profile-block'

type Field = 'first_name' | 'last_name' | 'father_name' | 'phone' | 'country' | 'city'
const RULES: Partial<Record<Field, FieldRule<Field>>> = {
  first_name: checkName,
  last_name: checkName,
  father_name: (v) => (v.trim() === '' ? null : checkName(v)),
  phone: checkPhone,
  country: (v) => (v.trim() === '' ? 'required' : v.length > 100 ? 'too_long' : null),
  city: (v) => (v.length > 100 ? 'too_long' : null),
}
const WIRE: Record<string, Field> = {
  first_name: 'first_name',
  last_name: 'last_name',
  father_name: 'father_name',
  phone: 'phone',
  country: 'country',
  city: 'city',
}

const valuesOf = (user: Me): Record<Field, string> => ({
  first_name: user.first_name,
  last_name: user.last_name,
  father_name: user.father_name,
  phone: user.phone ?? '',
  country: user.country,
  city: user.city,
})

/** §3 User profile: first_name, last_name, father_name, phone, country, city (the email is the login and stays). */
export function PersonalDataBlock({ user, locale }: { user: Me; locale: Locale }) {
  const { t } = useTranslation()
  const form = useForm(accountForm(valuesOf(user), RULES))
  const [editing, setEditing] = useState(false)
  const [saving, setSaving] = useState(false)
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)

  const toggle = () => {
    // §4: cancel resets the fields to the saved values.
    form.reset(valuesOf(user))
    setMessage(null)
    setEditing((on) => !on)
  }

  async function save() {
    setMessage(null)
    if (!form.validate()) return
    const v = form.values
    const patch: Partial<Record<Exclude<keyof MeUpdate, 'real_stock'>, string>> = {
      first_name: v.first_name.trim(),
      last_name: v.last_name.trim(),
      father_name: v.father_name.trim(),
      phone: v.phone.trim(),
      country: v.country.trim(),
      city: v.city.trim(),
    }
    setSaving(true)
    try {
      await authFetch((api) => api.auth.users.me.$patch({ json: patch }), { locale })
      // §4: a successful save leaves edit mode, and the data is fetched again.
      const fresh = await loadProfile(locale)
      form.reset(valuesOf(fresh))
      setEditing(false)
      setMessage({ kind: 'success', text: t('accounts.profile.saved') })
    } catch (error) {
      // §8: a failed profile update is only logged; field errors (a taken phone) still show under their fields.
      console.warn('profile update', error)
      const fields = mappedFieldErrors(t, error, WIRE)
      if (Object.keys(fields).length > 0) form.setErrors(fields)
    } finally {
      setSaving(false)
    }
  }

  return (
    <ProfileBlock
      title={t('accounts.personal.title')}
      testId="personal-data"
      editing={editing}
      onToggle={toggle}
      onSubmit={() => void save()}
      saving={saving}
      message={message}
    >
      <div className="pblock__grid">
        <TextField
          label={t('accounts.personal.last_name')}
          autoComplete="family-name"
          maxLength={NAME_MAX}
          {...form.bind('last_name')}
        />
        <TextField
          label={t('accounts.personal.first_name')}
          autoComplete="given-name"
          maxLength={NAME_MAX}
          {...form.bind('first_name')}
        />
        <TextField
          label={t('accounts.personal.father_name')}
          autoComplete="additional-name"
          optional
          maxLength={NAME_MAX}
          {...form.bind('father_name')}
        />
        <TextField
          label={t('accounts.personal.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_INPUT_MAX}
          {...form.bind('phone')}
        />
        <TextField
          label={t('accounts.personal.country')}
          autoComplete="country-name"
          maxLength={100}
          {...form.bind('country')}
        />
        <TextField
          label={t('accounts.personal.city')}
          autoComplete="address-level2"
          optional
          maxLength={100}
          {...form.bind('city')}
        />
        <TextField
          label={t('accounts.personal.email')}
          type="email"
          value={user.email}
          readOnly
          disabled
          hint={t('accounts.personal.email_note')}
          className="pblock__wide"
        />
      </div>
    </ProfileBlock>
  )
}
