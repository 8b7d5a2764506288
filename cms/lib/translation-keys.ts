/**
 * The storefront's text keys a marketer may override in the UI texts document (uiTranslations),
 * read from app/i18n when the Studio is built and when `npm run cms:check` runs, so the list never
 * drifts from the code. The back office's texts (the `admin` section) are staff's, not marketing's,
 * and are left out. No `sanity` import here: cms:check and the tests use it too.
 */
import { uaAccounts } from '../../app/i18n/accounts.ua'
import { uaOrder } from '../../app/i18n/order.ua'
import { uaPayment } from '../../app/i18n/payment.ua'
import { ua } from '../../app/i18n/ua'

type Tree = { readonly [key: string]: string | Tree }

function leaves(tree: Tree, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value)
    else leaves(value, `${prefix}${key}.`, out)
  }
  return out
}

/** Every overridable key with its bundled Ukrainian text, in the order the texts are written. */
export const TRANSLATION_KEYS: ReadonlyMap<string, string> = leaves(
  { ...ua, accounts: uaAccounts, payment: uaPayment, order: uaOrder },
  '',
  new Map(),
)

/** A problem with a key of the UI texts document, or null when the storefront has that text. */
export function translationKeyProblem(key: string): string | null {
  if (TRANSLATION_KEYS.has(key)) return null
  return `На сайті немає тексту з ключем «${key}»: оберіть ключ зі списку`
}
