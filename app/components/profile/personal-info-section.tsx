import { useTranslation } from 'react-i18next'
import type { Me } from '../../contract/auth'
import type { Locale } from '../../domain/locale'
import { courierAddressQuery, saveCourierAddress } from '../../lib/store-queries/account'
import { AddressBlock, type AddressField } from './address-block'
import { MessagesBlock } from './messages-block'
import { NewPostAddressBlock } from './new-post-address-block'
import { PasswordBlock } from './password-block'
import { PersonalDataBlock } from './personal-data-block'

const COURIER_FIELDS: AddressField<'street' | 'house' | 'apartment'>[] = [
  { name: 'street', labelKey: 'accounts.courier.street', required: true },
  { name: 'house', labelKey: 'accounts.courier.house', required: true },
  { name: 'apartment', labelKey: 'accounts.courier.apartment', required: false },
]
const COURIER_ENDPOINT = {
  query: courierAddressQuery,
  save: saveCourierAddress,
}

/** Spec §2 personalInfo: personal data, change password, and the courier and new-post addresses. */
export function PersonalInfoSection({ user, locale }: { user: Me; locale: Locale }) {
  const { t } = useTranslation()
  return (
    <div className="profile__blocks">
      <PersonalDataBlock user={user} locale={locale} />
      <PasswordBlock locale={locale} />
      <div className="profile__pair">
        <AddressBlock
          title={t('accounts.courier.title')}
          testId="courier-address"
          endpoint={COURIER_ENDPOINT}
          fields={COURIER_FIELDS}
          fixed={{ label: t('accounts.courier.city'), value: t('accounts.courier.city_value') }}
          emptyText={t('accounts.courier.empty')}
          locale={locale}
        />
        <NewPostAddressBlock locale={locale} />
      </div>
      <MessagesBlock locale={locale} />
    </div>
  )
}
