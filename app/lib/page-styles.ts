/// <reference types="vite/client" />
import accounts from '../styles/accounts.css?inline'
import base from '../styles/base.css?inline'
import catalogue from '../styles/catalogue.css?inline'
import content from '../styles/content.css?inline'
import order from '../styles/order.css?inline'
import payment from '../styles/payment.css?inline'
import product from '../styles/product.css?inline'
import reviews from '../styles/reviews.css?inline'
import searchBox from '../styles/search-box.css?inline'
import { inlineStylesheet } from './page-bytes'

/**
 * The storefront's stylesheet in parts, in cascade order (app/styles/app.css imports the same files).
 * The server writes into a page only the parts its page type needs, as one <style>: less to download,
 * parse and match before the first paint. A route names its parts in `staticData.styles`; a route
 * that names none (accounts, checkout, payment, the back office) and every error page get them all.
 * Only the server has the texts; in the browser's bundle they are empty strings.
 */
const PARTS = import.meta.env.SSR
  ? { content, order, base, catalogue, product, searchBox, reviews, accounts, payment }
  : {
      content: '',
      order: '',
      base: '',
      catalogue: '',
      product: '',
      searchBox: '',
      reviews: '',
      accounts: '',
      payment: '',
    }

export type StylePart = keyof typeof PARTS

/** Every storefront page has its header's search box and the shared layout. */
const ALWAYS: readonly StylePart[] = ['base', 'searchBox']

const joined = new Map<string, string>()

/**
 * The stylesheet text of these parts (null: all of them), in cascade order. In the browser always the
 * same empty text, so that re-rendering the head never rewrites the <style> the server wrote. In the
 * server's page render, a mark the page's bytes replace with the text's (app/lib/page-bytes.ts).
 */
export function storefrontCss(parts: readonly StylePart[] | null): string {
  if (!import.meta.env.SSR) return ''
  const wanted = includedParts(parts)
  const key = wanted.join(',')
  let text = joined.get(key)
  if (text === undefined) {
    text = wanted.map((part) => PARTS[part]).join('\n')
    joined.set(key, text)
  }
  return inlineStylesheet(text)
}

/** The parts a page with these named parts carries (null: all of them), in cascade order. */
export function includedParts(parts: readonly StylePart[] | null): StylePart[] {
  return (Object.keys(PARTS) as StylePart[]).filter((part) => !parts || ALWAYS.includes(part) || parts.includes(part))
}

/** The parts a page needs: its leaf route's, or null (all) when it names none. */
export function stylePartsOf(matches: ReadonlyArray<{ staticData?: { styles?: readonly StylePart[] } }>) {
  return matches.at(-1)?.staticData?.styles ?? null
}

declare module '@tanstack/router-core' {
  interface StaticDataRouteOption {
    /** The stylesheet parts the page needs before its scripts run (app/lib/page-styles.ts). */
    styles?: readonly StylePart[]
  }
}
