/**
 * One picture of a catalogue sheet's `images` cell: an https address is shown as it is (all three
 * sizes), `media:xs,s,l` names pictures already in R2 (what an export writes), anything else is a
 * file beside the sheet (the command line only). Plain http is refused: the store's pages are
 * https, and a browser blocks or flags a picture sent in the clear.
 */
export type ImagePart =
  | { kind: 'url'; url: string }
  | { kind: 'media'; triple: string }
  | { kind: 'file'; path: string }
  | { kind: 'bad'; message: string }

export function classifyImage(token: string): ImagePart {
  if (/^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(token)) return { kind: 'url', url: token }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(token))
    return { kind: 'bad', message: /^http:\/\//i.test(token) ? 'sheet_image_https' : 'sheet_image_url' }
  if (token.startsWith('media:')) {
    const parts = token.slice('media:'.length).split(',')
    return parts.length === 3 && parts.every((p) => /^[\w./-]+$/.test(p) && !p.includes('..'))
      ? { kind: 'media', triple: parts.join(',') }
      : { kind: 'bad', message: 'sheet_image_media' }
  }
  return { kind: 'file', path: token }
}
