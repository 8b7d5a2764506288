/**
 * Where a Sanity page is read. Most are /page/{slug}; a page with a route of its own (the donation
 * page and its form) lives there only, so one text never has two addresses in search results.
 */
const OWN_ROUTES: Readonly<Record<string, string>> = { donate: '/donate' }

export const contentPagePath = (slug: string): string => OWN_ROUTES[slug] ?? `/page/${slug}`

/** The route of its own a slug has, when /page/{slug} is not where it is read. */
export const ownRouteOf = (slug: string): string | undefined => OWN_ROUTES[slug]
