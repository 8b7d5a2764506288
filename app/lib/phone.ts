import type { SiteSettings } from '../contract/content'

/** A tel: link from a display number like "+38 (067) 123-45-67". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`

/** Retail lines first, then wholesale ones (spec §1: both are shown in the header and the footer). */
export const allPhones = (settings: SiteSettings) => [...settings.phones.retail, ...settings.phones.wholesale]
