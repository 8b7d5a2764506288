/** Search engines show about 160 characters of a description. */
export const META_DESCRIPTION_LIMIT = 160

/** Whitespace collapsed and cut at a word boundary, for meta descriptions. */
export function metaText(text: string, limit = META_DESCRIPTION_LIMIT): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= limit) return flat
  const cut = flat.slice(0, limit - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`
}
