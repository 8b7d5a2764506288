/**
 * Marketing can change a UI label without a deploy: the Sanity translations document lists
 * `{ key, text }` pairs over the bundled texts. Only an existing text can be replaced (a key that
 * names a section, or nothing, is ignored), so an override never breaks the shape the code reads.
 */
export type Overrides = Record<string, string>

type Tree = { [key: string]: string | Tree }

export function applyOverrides<T extends object>(bundle: T, overrides: Overrides): T {
  // Copied only along the overridden keys' paths, not cloned whole: the browser applies the overrides
  // while the page hydrates, and a clone of every text was most of that on a phone.
  const copies = new Set<Tree>()
  const own = (node: Tree) => {
    if (copies.has(node)) return node
    const copy = { ...node }
    copies.add(copy)
    return copy
  }
  let result = bundle as unknown as Tree
  for (const [key, text] of Object.entries(overrides)) {
    const path = key.split('.')
    const leaf = path.pop()!
    if (text.trim() === '' || typeof nodeAt(result, path)?.[leaf] !== 'string') continue
    result = own(result)
    let node = result
    for (const part of path) node = node[part] = own(node[part] as Tree)
    node[leaf] = text
  }
  return result as unknown as T
}

function nodeAt(tree: Tree, path: string[]): Tree | undefined {
  let node: Tree | undefined = tree
  for (const part of path) {
    const next: string | Tree | undefined = node?.[part]
    node = typeof next === 'object' ? next : undefined
  }
  return node
}

/** A stable name for a set of overrides, to reuse one i18next instance per set. */
export function overridesFingerprint(overrides: Overrides): string {
  return JSON.stringify(Object.entries(overrides).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}
