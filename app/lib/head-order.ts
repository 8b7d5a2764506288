type HeadTag = { tag: string; attrs?: Record<string, unknown> }

/**
 * React's server writes some head tags first, wherever a page lists them: the charset, then the
 * viewport, then stylesheets (then the rest in order). The browser's runtime (Preact) adopts the
 * server's elements tag by tag in the order the page lists them, so the page lists them in the
 * server's order: each tag then meets its own element, and no element moves.
 */
export function inServerHeadOrder<T extends HeadTag>(tags: readonly T[]): T[] {
  return [...tags].sort((a, b) => serverRank(a) - serverRank(b))
}

function serverRank({ tag, attrs }: HeadTag): number {
  if (tag === 'meta' && attrs?.charSet !== undefined) return 0
  if (tag === 'meta' && attrs?.name === 'viewport') return 1
  if (tag === 'link' && attrs?.rel === 'stylesheet') return 2
  return 3
}
