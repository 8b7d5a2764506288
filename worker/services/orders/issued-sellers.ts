import type { IssuedSellers } from '../../../app/contract/invoice'
import type { ContentService } from '../content'

/**
 * The seller an invoice keeps when it is issued, in both languages (the invoice page prints the
 * reader's). Sanity not answering does not stop a partner's order: the invoice then has no kept
 * seller and prints the site settings' seller of the moment it is opened.
 */
export async function issuedSellers(content: Pick<ContentService, 'siteSettings'>): Promise<IssuedSellers | null> {
  try {
    const [ua, en] = await Promise.all([content.siteSettings('ua'), content.siteSettings('en')])
    return ua.seller || en.seller ? { ua: ua.seller, en: en.seller } : null
  } catch (error) {
    console.warn('invoice issued without a kept seller', (error as Error).message)
    return null
  }
}
