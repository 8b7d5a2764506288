import type { SiteSettings } from '../../../app/contract/content'
import type { StoreContacts } from './compose'

/** The contacts a customer email ends with: the retail phones, email, hours and address of the site settings. */
export function storeContactsOf(settings: SiteSettings): StoreContacts {
  return {
    phones: settings.phones.retail.map((p) => p.phone),
    email: settings.email,
    hours: settings.workingHours,
    address: settings.address,
  }
}
