/** Spec §9: short descriptions on cards are cut at 70 characters plus an ellipsis. */
export const SHORT_DESCRIPTION_LIMIT = 70

export function truncate(text: string, limit = SHORT_DESCRIPTION_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text
}

const MARKUP_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
/** Text made safe inside HTML or XML, in element content and in quoted attributes. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => MARKUP_ESCAPES[c]!)
}
