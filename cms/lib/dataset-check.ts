/**
 * Offline checks of an NDJSON dataset against the extracted schema (cms/schema.json, extracted
 * with --enforce-required-fields): every document's `_type` exists, every field has the declared
 * shape, required fields (every localized `ua` among them) are present, no unknown fields,
 * references resolve, plus the rules the Studio would enforce (safe hrefs, phones, unique slugs).
 * The Studio's own validator needs a logged-in project, so it cannot run here.
 */
import { isSafeHref, PHONE_PATTERN, SLUG_PATTERN, TRANSLATION_KEY_PATTERN } from './rules'

type TypeNode =
  | { type: 'string'; value?: string }
  | { type: 'number' | 'boolean' | 'null' | 'unknown' }
  | { type: 'object'; attributes: Record<string, Attribute>; rest?: TypeNode; dereferencesTo?: string }
  | { type: 'array'; of: TypeNode }
  | { type: 'union'; of: TypeNode[] }
  | { type: 'inline'; name: string }

interface Attribute {
  type: 'objectAttribute'
  value: TypeNode
  optional?: boolean
}

export type SchemaEntry =
  | { name: string; type: 'document'; attributes: Record<string, Attribute> }
  | { name: string; type: 'type'; value: TypeNode }

export interface DatasetDoc {
  _id: string
  _type: string
  [field: string]: unknown
}

type Problems = string[]

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'array'
  if (value === null) return 'null'
  return typeof value
}

class Checker {
  private readonly types = new Map<string, SchemaEntry>()

  constructor(
    schema: SchemaEntry[],
    private readonly byId: Map<string, DatasetDoc>,
  ) {
    for (const entry of schema) this.types.set(entry.name, entry)
  }

  documentType(name: string): TypeNode | undefined {
    const entry = this.types.get(name)
    return entry?.type === 'document' ? { type: 'object', attributes: entry.attributes } : undefined
  }

  check(value: unknown, node: TypeNode, path: string, out: Problems): void {
    switch (node.type) {
      case 'unknown':
        return
      case 'null':
        if (value !== null) out.push(`${path}: expected null, got ${describe(value)}`)
        return
      case 'string':
        if (typeof value !== 'string') out.push(`${path}: expected a string, got ${describe(value)}`)
        else if (node.value !== undefined && value !== node.value)
          out.push(`${path}: expected "${node.value}", got "${value}"`)
        return
      case 'number':
      case 'boolean':
        if (typeof value !== node.type) out.push(`${path}: expected a ${node.type}, got ${describe(value)}`)
        return
      case 'array':
        if (!Array.isArray(value)) out.push(`${path}: expected an array, got ${describe(value)}`)
        else value.forEach((item, index) => this.check(item, node.of, `${path}[${index}]`, out))
        return
      case 'union':
        return this.checkUnion(value, node.of, path, out)
      case 'inline':
        return this.checkInline(value, node.name, path, out)
      case 'object':
        return this.checkObject(value, node, path, out)
    }
  }

  private checkUnion(value: unknown, members: TypeNode[], path: string, out: Problems): void {
    let best: Problems | undefined
    for (const member of members) {
      const attempt: Problems = []
      this.check(value, member, path, attempt)
      if (attempt.length === 0) return
      if (!best || attempt.length < best.length) best = attempt
    }
    if (members.every((m) => m.type === 'string' && 'value' in m)) {
      out.push(
        `${path}: expected one of ${members.map((m) => JSON.stringify((m as { value: string }).value)).join(', ')}, got ${JSON.stringify(value)}`,
      )
    } else out.push(...(best ?? [`${path}: matches no member of the union`]))
  }

  private checkInline(value: unknown, name: string, path: string, out: Problems): void {
    const entry = this.types.get(name)
    if (!entry) return void out.push(`${path}: the schema has no type "${name}"`)
    const node: TypeNode = entry.type === 'document' ? { type: 'object', attributes: entry.attributes } : entry.value
    this.check(value, node, path, out)
  }

  /** Array members are `{ _key } & rest`, where rest may name a declared object type. */
  private restAttributes(rest: TypeNode | undefined): Record<string, Attribute> {
    if (rest?.type === 'object') return { ...rest.attributes, ...this.restAttributes(rest.rest) }
    if (rest?.type === 'inline') {
      const entry = this.types.get(rest.name)
      return entry?.type === 'document' ? entry.attributes : this.restAttributes(entry?.value)
    }
    return {}
  }

  private checkObject(value: unknown, node: Extract<TypeNode, { type: 'object' }>, path: string, out: Problems): void {
    if (!isObject(value)) return void out.push(`${path}: expected an object, got ${describe(value)}`)
    const attributes = { ...node.attributes, ...this.restAttributes(node.rest) }
    for (const [name, attribute] of Object.entries(attributes)) {
      const child = value[name]
      if (child === undefined || child === null) {
        if (attribute.optional !== true)
          out.push(`${path}.${name}: required${name === 'ua' ? ' (Ukrainian is the fallback locale)' : ''}`)
        continue
      }
      this.check(child, attribute.value, `${path}.${name}`, out)
    }
    for (const name of Object.keys(value)) {
      if (!(name in attributes)) out.push(`${path}.${name}: not in the schema`)
    }
    if (node.dereferencesTo && typeof value._ref === 'string') {
      const target = this.byId.get(value._ref)
      if (!target) out.push(`${path}: reference to missing document ${value._ref}`)
      else if (target._type !== node.dereferencesTo)
        out.push(`${path}: references a ${target._type}, expected ${node.dereferencesTo}`)
    }
  }
}

/** Walks every value with its path, for the rules schema.json cannot express. */
function* walk(
  value: unknown,
  path: string,
): Generator<[string, string, unknown, Record<string, unknown> | undefined]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* walk(item, `${path}[${index}]`)
  } else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      yield [`${path}.${key}`, key, child, value]
      yield* walk(child, `${path}.${key}`)
    }
  }
}

function ruleProblems(doc: DatasetDoc, translationKeys: DatasetCheckOptions['translationKeys']): Problems {
  const out: Problems = []
  for (const [path, key, value, parent] of walk(doc, doc._id)) {
    if (typeof value !== 'string') continue
    if (key === 'href' && !isSafeHref(value)) out.push(`${path}: unsafe href "${value}"`)
    if (key === 'phone' && parent?._type === 'phoneEntry' && !PHONE_PATTERN.test(value))
      out.push(`${path}: not a phone number "${value}"`)
    if (key === 'current' && parent?._type === 'slug' && !SLUG_PATTERN.test(value))
      out.push(`${path}: bad slug "${value}"`)
    if (key === 'key' && parent?._type === 'translationEntry' && !TRANSLATION_KEY_PATTERN.test(value))
      out.push(`${path}: bad translation key "${value}"`)
    else if (key === 'key' && parent?._type === 'translationEntry' && translationKeys && !translationKeys.has(value))
      out.push(`${path}: unknown translation key "${value}": the storefront (app/i18n) has no such text`)
  }
  return out
}

export interface DatasetCheckOptions {
  /** Singleton types: their one document's _id must equal the type name. */
  singletons: string[]
  /** Checks each image asset (e.g. that its file will exist); returns a problem or null. */
  checkAsset?: (asset: DatasetDoc) => string | null
  /** The keys the storefront's texts have (cms/lib/translation-keys.ts); an override of any other key does nothing. */
  translationKeys?: { has(key: string): boolean }
}

export function checkDataset(ndjson: string, schema: SchemaEntry[], options: DatasetCheckOptions): Problems {
  const problems: Problems = []
  const docs: DatasetDoc[] = []
  for (const [index, line] of ndjson.split('\n').entries()) {
    if (!line.trim()) continue
    try {
      const doc = JSON.parse(line) as DatasetDoc
      if (typeof doc._id !== 'string' || typeof doc._type !== 'string')
        problems.push(`line ${index + 1}: no _id or _type`)
      else docs.push(doc)
    } catch {
      problems.push(`line ${index + 1}: not JSON`)
    }
  }
  const byId = new Map<string, DatasetDoc>()
  for (const doc of docs) {
    if (byId.has(doc._id)) problems.push(`${doc._id}: duplicate _id`)
    byId.set(doc._id, doc)
  }

  const checker = new Checker(schema, byId)
  const slugs = new Map<string, string>()
  for (const doc of docs) {
    const node = checker.documentType(doc._type)
    if (!node) {
      problems.push(`${doc._id}: _type "${doc._type}" is not a document type of the schema`)
      continue
    }
    checker.check(doc, node, doc._id, problems)
    problems.push(...ruleProblems(doc, options.translationKeys))
    const published = !doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.')
    if (options.singletons.includes(doc._type) && published && doc._id !== doc._type) {
      problems.push(`${doc._id}: a ${doc._type} singleton must have _id "${doc._type}"`)
    }
    const slug = isObject(doc.slug) ? doc.slug.current : undefined
    if (published && typeof slug === 'string') {
      const key = `${doc._type}/${slug}`
      if (slugs.has(key)) problems.push(`${doc._id}: slug "${slug}" is also used by ${slugs.get(key)}`)
      slugs.set(key, doc._id)
    }
    if (doc._type === 'sanity.imageAsset' && options.checkAsset) {
      const problem = options.checkAsset(doc)
      if (problem) problems.push(`${doc._id}: ${problem}`)
    }
  }
  return problems
}
