/** Stored media references are R2 keys or site paths; the browser gets a site path or an absolute URL. */
export function mediaUrl(ref: string | null | undefined): string | null {
  if (!ref) return null
  if (ref.startsWith('/') || /^https?:\/\//.test(ref)) return ref
  return `/media/${ref}`
}
