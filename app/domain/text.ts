/** Spec §9: short descriptions on cards are cut at 70 characters plus an ellipsis. */
export const SHORT_DESCRIPTION_LIMIT = 70

export function truncate(text: string, limit = SHORT_DESCRIPTION_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text
}
