import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type AdminTier, type TierWriteRequest, tierWriteSchema } from '../../contract/admin-tiers'
import { useLocale } from '../../i18n/use-locale'
import { deleteTier, saveTier } from '../../lib/admin-queries/partner-tiers'

const draftOf = (tier: AdminTier | null): TierWriteRequest => ({
  name_ua: tier?.name_ua ?? '',
  name_en: tier?.name_en ?? '',
  discount_percent: tier?.discount_percent ?? 0,
  brands: tier?.brands.map((b) => ({ brand_id: b.brand_id, discount_percent: b.discount_percent })) ?? [],
})

/** A tier's form, saved through the contract's schema, and its deletion once staff confirm it. */
export function useTierForm(
  tier: AdminTier | null,
  onDone: (saved: AdminTier) => void,
  onDeleted: (deleted: AdminTier) => void,
) {
  const { t } = useTranslation()
  const locale = useLocale()
  const save = useMutation(saveTier(locale))
  const remove = useMutation(deleteTier(locale))
  const confirmDelete = (existing: AdminTier) => {
    const name = locale === 'en' ? existing.name_en : existing.name_ua
    if (window.confirm(t('admin.tiers.delete_confirm', { name, count: existing.partners })))
      remove.mutate(existing.id, { onSuccess: () => onDeleted(existing) })
  }
  const form = useForm({
    defaultValues: draftOf(tier),
    validators: { onSubmit: tierWriteSchema },
    onSubmit: async ({ value }) => {
      const saved = await save.mutateAsync({ id: tier?.id ?? 'new', body: value }).catch(() => null)
      if (saved) onDone(saved)
    },
  })
  return { form, save, remove, confirmDelete }
}

export type TierFormApi = ReturnType<typeof useTierForm>['form']
