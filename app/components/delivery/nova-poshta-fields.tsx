import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../../domain/locale'
import { npLatinLabel } from '../../domain/nova-poshta'
import { SuggestField } from './suggest-field'
import { useBranchLookup, useCityLookup } from './use-np-lookup'

/** A Nova Poshta address as the forms hold it: the texts shown and the carrier's refs ('' when typed by hand). */
export interface NpAddress {
  city: string
  branch: string
  settlementRef: string
  warehouseRef: string
}

export const EMPTY_NP_ADDRESS: NpAddress = {
  city: '',
  branch: '',
  settlementRef: '',
  warehouseRef: '',
}

/**
 * The city and branch of a Nova Poshta delivery, at checkout and in the profile: the city suggests
 * settlements as the buyer types (Cyrillic or Latin), the branch then lists that city's branches
 * and lockers, filtered by number or street. Both stay free text: typing over a pick drops its refs,
 * and when the look-up fails the fields simply take what is typed.
 */
export function NovaPoshtaFields({
  value,
  onChange,
  labels,
  errors,
  onBlur,
  disabled,
  maxLength,
  locale,
}: {
  value: NpAddress
  onChange: (next: NpAddress) => void
  labels: { city: string; branch: string }
  errors: { city?: string | null; branch?: string | null }
  onBlur?: (field: 'city' | 'branch') => void
  disabled?: boolean
  maxLength?: { city?: number; branch?: number }
  locale: Locale
}) {
  const { t } = useTranslation()
  const [focused, setFocused] = useState<'city' | 'branch' | null>(null)
  const [typedBranch, setTypedBranch] = useState(false)
  const cities = useCityLookup(value.city, focused === 'city' && !value.settlementRef, locale)
  const branches = useBranchLookup(
    value.settlementRef,
    typedBranch ? value.branch : '',
    focused === 'branch' && !value.warehouseRef,
    locale,
  )
  const failed = cities.status === 'failed' || branches.status === 'failed'
  // In English a suggestion is spelt in Latin with the carrier's Ukrainian beneath it; a pick keeps
  // the Ukrainian, which is what the waybill and the courier read.
  const shown = (key: string, label: string, kind?: string) =>
    locale === 'en'
      ? { key, text: npLatinLabel(label), note: [kind, label].filter(Boolean).join(' · ') }
      : { key, text: label, note: kind }

  const cityHint = failed
    ? t('np.unavailable')
    : cities.status === 'done' && cities.items.length === 0
      ? t('np.nothing_found')
      : t('np.city_hint')
  const branchHint = failed
    ? null
    : value.warehouseRef
      ? t('np.picked')
      : value.settlementRef
        ? branches.status === 'done' && branches.items.length === 0
          ? t('np.nothing_found')
          : t('np.branch_hint')
        : t('np.branch_city_first')

  return (
    <>
      <SuggestField
        name="city"
        testId="np-city"
        label={labels.city}
        value={value.city}
        error={errors.city}
        hint={value.settlementRef ? t('np.picked') : cityHint}
        disabled={disabled}
        maxLength={maxLength?.city}
        open={focused === 'city'}
        suggestions={cities.status === 'done' ? cities.items.map((c) => shown(c.ref, c.label)) : []}
        onType={(city) =>
          onChange({
            city,
            settlementRef: '',
            branch: value.warehouseRef ? '' : value.branch,
            warehouseRef: '',
          })
        }
        onPick={(ref) => {
          const city = cities.status === 'done' ? cities.items.find((c) => c.ref === ref) : undefined
          if (city)
            onChange({
              city: city.label,
              settlementRef: city.ref,
              branch: '',
              warehouseRef: '',
            })
          setTypedBranch(false)
        }}
        onFocus={() => setFocused('city')}
        onBlur={() => {
          setFocused(null)
          onBlur?.('city')
        }}
      />
      <SuggestField
        name="branch"
        testId="np-branch"
        label={labels.branch}
        value={value.branch}
        error={errors.branch}
        hint={branchHint}
        disabled={disabled}
        maxLength={maxLength?.branch}
        open={focused === 'branch'}
        suggestions={
          branches.status === 'done'
            ? branches.items.map((b) => shown(b.ref, b.label, b.kind === 'locker' ? t('np.locker') : undefined))
            : []
        }
        onType={(branch) => {
          setTypedBranch(true)
          onChange({ ...value, branch, warehouseRef: '' })
        }}
        onPick={(ref) => {
          const branch = branches.status === 'done' ? branches.items.find((b) => b.ref === ref) : undefined
          if (branch)
            onChange({
              ...value,
              branch: branch.label,
              warehouseRef: branch.ref,
            })
        }}
        onFocus={() => setFocused('branch')}
        onBlur={() => {
          setFocused(null)
          onBlur?.('branch')
        }}
      />
    </>
  )
}
