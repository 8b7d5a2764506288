/**
 * A structural check of JSON Schema 2020-12 (the dialect of OpenAPI 3.1): every keyword holds the
 * kind of value the specification gives it, nested schemas are schemas, patterns compile, and each
 * local `$ref` points at something in the document. No JSON Schema validator for 2020-12 is among
 * the project's dependencies, and this is all the OpenAPI test needs of one.
 */
type Json = Record<string, unknown>

const TYPES = new Set(['null', 'boolean', 'object', 'array', 'number', 'string', 'integer'])
const SCHEMA = [
  'additionalProperties',
  'items',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
]
const SCHEMA_MAP = ['properties', 'patternProperties', '$defs', 'dependentSchemas']
const SCHEMA_LIST = ['prefixItems', 'allOf', 'anyOf', 'oneOf']
const COUNT = [
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
  'minContains',
  'maxContains',
]
const NUMBER = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']
const TEXT = [
  'format',
  'description',
  'title',
  '$comment',
  'contentEncoding',
  'contentMediaType',
  '$ref',
  '$id',
  '$schema',
  '$anchor',
]
const ANY = [
  'const',
  'default',
  'examples',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
  'uniqueItems',
  'enum',
  'required',
  'multipleOf',
  'pattern',
  'type',
]
const KNOWN = new Set([...SCHEMA, ...SCHEMA_MAP, ...SCHEMA_LIST, ...COUNT, ...NUMBER, ...TEXT, ...ANY])

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v)

/** `#/components/schemas/X` in the document, or undefined. */
function resolve(document: Json, ref: string): unknown {
  let node: unknown = document
  for (const part of ref
    .slice(2)
    .split('/')
    .map((p) => decodeURIComponent(p).replaceAll('~1', '/').replaceAll('~0', '~'))) {
    if (!isObject(node) || !(part in node)) return undefined
    node = node[part]
  }
  return node
}

/** What is wrong with `schema` (empty when nothing is). */
export function schemaProblems(schema: unknown, document: Json, at = '#'): string[] {
  if (typeof schema === 'boolean') return []
  if (!isObject(schema)) return [`${at}: a schema is an object or a boolean`]
  const problems: string[] = []
  const bad = (keyword: string, what: string) => problems.push(`${at}/${keyword}: ${what}`)
  for (const [keyword, value] of Object.entries(schema)) {
    if (!KNOWN.has(keyword)) bad(keyword, 'not a JSON Schema keyword')
    else if (SCHEMA.includes(keyword)) problems.push(...schemaProblems(value, document, `${at}/${keyword}`))
    else if (SCHEMA_MAP.includes(keyword)) {
      if (!isObject(value)) bad(keyword, 'an object of schemas')
      else
        for (const [name, sub] of Object.entries(value))
          problems.push(...schemaProblems(sub, document, `${at}/${keyword}/${name}`))
    } else if (SCHEMA_LIST.includes(keyword)) {
      if (!Array.isArray(value) || value.length === 0) bad(keyword, 'a non-empty list of schemas')
      else value.forEach((sub, i) => problems.push(...schemaProblems(sub, document, `${at}/${keyword}/${i}`)))
    } else if (COUNT.includes(keyword)) {
      if (!Number.isInteger(value) || (value as number) < 0) bad(keyword, 'a non-negative integer')
    } else if (NUMBER.includes(keyword)) {
      if (typeof value !== 'number') bad(keyword, 'a number')
    } else if (TEXT.includes(keyword)) {
      if (typeof value !== 'string') bad(keyword, 'a string')
      else if (keyword === '$ref' && value.startsWith('#') && resolve(document, value) === undefined)
        bad(keyword, `${value} does not resolve`)
      else if (keyword === '$ref' && !value.startsWith('#')) bad(keyword, 'points outside the document')
    } else if (keyword === 'type') {
      const types = Array.isArray(value) ? value : [value]
      if (types.length === 0 || types.some((t) => !TYPES.has(t as string)) || new Set(types).size !== types.length)
        bad(keyword, 'one of the seven types, or a list of them')
    } else if (keyword === 'required') {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string') || new Set(value).size !== value.length)
        bad(keyword, 'a list of distinct names')
    } else if (keyword === 'enum') {
      if (!Array.isArray(value)) bad(keyword, 'a list')
    } else if (keyword === 'multipleOf') {
      if (typeof value !== 'number' || value <= 0) bad(keyword, 'a number above 0')
    } else if (keyword === 'pattern') {
      try {
        new RegExp(value as string)
      } catch {
        bad(keyword, 'a regular expression')
      }
    } else if (
      keyword === 'uniqueItems' ||
      keyword === 'deprecated' ||
      keyword === 'readOnly' ||
      keyword === 'writeOnly'
    ) {
      if (typeof value !== 'boolean') bad(keyword, 'a boolean')
    } else if (keyword === 'examples' && !Array.isArray(value)) bad(keyword, 'a list')
  }
  return problems
}
