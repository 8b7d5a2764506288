/** Only the fields that changed, before and after, so the log reads as a diff. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  patch: Partial<T>,
): { before: Partial<T>; after: Partial<T> } | null {
  const b: Partial<T> = {}
  const a: Partial<T> = {}
  for (const key of Object.keys(patch) as (keyof T)[]) {
    if (patch[key] === undefined || patch[key] === before[key]) continue
    b[key] = before[key]
    a[key] = patch[key]
  }
  return Object.keys(a).length > 0 ? { before: b, after: a } : null
}
