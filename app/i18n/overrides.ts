/**
 * Marketing can change a UI label without a deploy: the Sanity translations document lists
 * `{ key, text }` pairs over the bundled texts. Only an existing text can be replaced (a key that
 * names a section, or nothing, is ignored), so an override never breaks the shape the code reads.
 */
export type Overrides = Record<string, string>

type Tree = { [key: string]: string | Tree }

export function applyOverrides<T extends object>(bundle: T, overrides: Overrides): T {
  const result = structuredClone(bundle) as unknown as Tree
  for (const [key, text] of Object.entries(overrides)) {
    const path = key.split('.')
    const leaf = path.pop()!
    let node: Tree | undefined = result
    for (const part of path) {
      const next: string | Tree | undefined = node?.[part]
      node = typeof next === 'object' ? next : undefined
    }
    if (node && typeof node[leaf] === 'string' && text.trim() !== '') node[leaf] = text
  }
  return result as unknown as T
}

/** A stable name for a set of overrides, to reuse one i18next instance per set. */
export function overridesFingerprint(overrides: Overrides): string {
  return JSON.stringify(Object.entries(overrides).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}
