/**
 * Spec §2: the older mobile menu links, each moved for good to its current page. The slashed
 * spellings all redirect; of the unslashed ones only those no live page answers (LEGACY_UNSLASHED):
 * `/brands`, `/contacts` and `/blog` are live pages, and `/payment` is the payment page of the order
 * flow, so it must not become the payment info page.
 */
export const LEGACY_REDIRECTS: Record<string, string> = {
  '/about/': '/page/about',
  '/delivery/': '/page/delivery',
  '/povernenna/': '/page/return-product',
  '/payment/': '/page/payment',
  '/terms-of-use/': '/page/terms-of-use',
  '/brands/': '/brands',
  '/contacts/': '/contacts',
  '/blog/': '/blog',
}

/** Unslashed legacy links people type or shared without the slash; each is no page of its own. */
const LEGACY_UNSLASHED = ['/about', '/delivery', '/povernenna', '/terms-of-use']
for (const path of LEGACY_UNSLASHED) LEGACY_REDIRECTS[path] = LEGACY_REDIRECTS[`${path}/`]!

/** A 301 to the current page, keeping the query (utm tags, ?lang), or null for any other path. */
export function legacyRedirect(url: URL): Response | null {
  const target = LEGACY_REDIRECTS[url.pathname]
  if (!target) return null
  return new Response(null, {
    status: 301,
    headers: { location: `${target}${url.search}`, 'cache-control': 'public, max-age=86400' },
  })
}
