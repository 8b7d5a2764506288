/**
 * The one rule for links that come from content (Portable Text, CMS link fields, catalogue HTML):
 * http(s) with a host, mailto, tel or a site-relative path. Nothing else — no `javascript:`, no
 * `data:`, no protocol-relative `//host` (it leaves the site). Renderers do not sanitise hrefs, so
 * every href the CMS holds and every href the storefront renders from content passes here.
 */
const SAFE_HREF = [
  /^\/(?![/\\])\S*$/, // site-relative
  /^https?:\/\/[^\s/?#\\]+\S*$/i,
  /^mailto:[^\s@]+@[^\s@]+$/i,
  /^tel:\+?[\d()\s-]+$/i,
]

/** The href, trimmed, when it is safe to render; undefined otherwise. */
export function safeHref(raw: string | null | undefined): string | undefined {
  if (typeof raw !== 'string') return undefined
  const href = raw.trim()
  return SAFE_HREF.some((pattern) => pattern.test(href)) ? href : undefined
}

export function isSafeHref(href: string): boolean {
  return safeHref(href) === href
}

/** Links that leave the site open in a new tab without handing it our window. */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href)
}
