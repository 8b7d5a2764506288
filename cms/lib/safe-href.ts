/**
 * Portable Text and CMS links are not sanitised by the renderers, so every href the CMS holds
 * (and every href the storefront renders from it) must pass this check: http(s), mailto, tel
 * or a site-relative path. Protocol-relative `//host` leaves the site, so it is rejected.
 */
const SAFE_HREF = [
  /^\/(?![/\\])\S*$/, // site-relative
  /^https?:\/\/[^\s/?#]+\S*$/i,
  /^mailto:[^\s@]+@[^\s@]+$/i,
  /^tel:\+?[\d()-]+$/i,
]

export function isSafeHref(href: string): boolean {
  return SAFE_HREF.some((pattern) => pattern.test(href))
}
