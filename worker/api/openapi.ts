import { z } from 'zod'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { contractOf, type RouteContract } from './route-contract'

type JsonSchema = Record<string, unknown>
type Operation = Record<string, unknown>
export interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string; description: string }
  servers: { url: string }[]
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> }
  security: Record<string, string[]>[]
}

export const API_PREFIX = '/api/v1'
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete'])
const ERROR = { $ref: '#/components/schemas/ErrorEnvelope' }

/** `/shop/products/:id` → `/shop/products/{id}` (OpenAPI's path templates). */
export const openApiPath = (honoPath: string) => honoPath.slice(API_PREFIX.length).replace(/:(\w+)/g, '{$1}') || '/'

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect). Its own `$defs` (recursive schemas:
 * the category tree) move to the document's components under a prefix, so every `$ref` resolves.
 */
function jsonSchemaOf(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: Record<string, JsonSchema>,
  prefix: string,
): JsonSchema {
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema
  const rename = (ref: string) => `#/components/schemas/${prefix}_${ref.slice('#/$defs/'.length)}`
  const relink = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(relink)
    if (node === null || typeof node !== 'object') return node
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/') ? rename(value) : relink(value),
      ]),
    )
  }
  for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, unknown>))
    components[`${prefix}_${name}`] = relink(definition) as JsonSchema
  // A recursive root refers to itself as '#': it becomes a component of its own, referred to by name.
  const text = JSON.stringify(relink(rest))
  if (!text.includes('"$ref":"#"')) return JSON.parse(text) as JsonSchema
  components[prefix] = JSON.parse(
    text.replaceAll('"$ref":"#"', `"$ref":"#/components/schemas/${prefix}"`),
  ) as JsonSchema
  return { $ref: `#/components/schemas/${prefix}` }
}

const operationIdOf = (method: string, path: string) =>
  method +
  path
    .replace(/[{}]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')

/** The answers of a route: its declared answer (or a bare JSON one) and the error envelope. */
function responsesOf(
  answer: RouteContract['answer'],
  toSchema: (s: z.ZodType, io: 'input' | 'output', part: string) => JsonSchema,
) {
  const errors = {
    '4XX': { description: 'The error envelope', content: { 'application/json': { schema: ERROR } } },
    '5XX': { description: 'The error envelope', content: { 'application/json': { schema: ERROR } } },
  }
  if (!answer) return { '200': { description: 'JSON', content: { 'application/json': { schema: {} } } }, ...errors }
  if (answer.status === 204) return { '204': { description: 'Done; no body' }, ...errors }
  const schema =
    typeof answer.schema === 'string' || answer.schema === null
      ? { description: `${answer.schema ?? 'JSON'} (app/contract)` }
      : toSchema(answer.schema, 'output', 'Answer')
  const media = answer.media ?? 'application/json'
  const description = typeof answer.schema === 'string' ? answer.schema : 'OK'
  return {
    [String(answer.status)]: {
      description,
      content: { [media]: { schema: media === 'application/json' ? schema : { type: 'string', format: 'binary' } } },
    },
    ...errors,
  }
}

function parametersOf(
  path: string,
  contract: RouteContract,
  toSchema: (s: z.ZodType, io: 'input' | 'output', part: string) => JsonSchema,
) {
  const parameters: Record<string, unknown>[] = []
  const pathSchema = contract.params ? toSchema(contract.params, 'input', 'Params') : null
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    const schema = (pathSchema?.properties as Record<string, JsonSchema> | undefined)?.[name!] ?? { type: 'string' }
    parameters.push({ name, in: 'path', required: true, schema })
  }
  if (contract.headers) {
    const headers = toSchema(contract.headers, 'input', 'Headers')
    const required = new Set((headers.required as string[] | undefined) ?? [])
    for (const [name, schema] of Object.entries((headers.properties ?? {}) as Record<string, JsonSchema>)) {
      parameters.push({ name, in: 'header', required: required.has(name), schema })
    }
  }
  if (contract.query) {
    const query = toSchema(contract.query, 'input', 'Query')
    const required = new Set((query.required as string[] | undefined) ?? [])
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema })
    }
  }
  return parameters
}

/**
 * OpenAPI 3.1 of every route of the app, written from the schemas the routes declare on themselves
 * (worker/api/route-contract.ts): request bodies, query and path parameters, answers and the error envelope.
 */
export function openApiDocument(app: {
  routes: readonly { method: string; path: string; handler: unknown }[]
}): OpenApiDocument {
  const components: Record<string, JsonSchema> = {}
  components.ErrorEnvelope = jsonSchemaOf(errorEnvelopeSchema, 'output', components, 'ErrorEnvelope')
  const paths: OpenApiDocument['paths'] = {}
  const contracts = new Map<string, RouteContract>()
  for (const route of app.routes) {
    const method = route.method.toLowerCase()
    if (!METHODS.has(method) || !route.path.startsWith(API_PREFIX)) continue
    const key = `${method} ${openApiPath(route.path)}`
    contracts.set(key, { ...contracts.get(key), ...contractOf(route.handler) })
  }
  for (const [key, contract] of contracts) {
    const [method, path] = key.split(' ') as [string, string]
    const operationId = operationIdOf(method, path)
    const toSchema = (schema: z.ZodType, io: 'input' | 'output', part: string) =>
      jsonSchemaOf(schema, io, components, `${operationId}${part}`)
    const operation: Operation = {
      operationId,
      tags: [path.split('/')[1] ?? 'api'],
      ...(contract.summary ? { summary: contract.summary } : {}),
      parameters: parametersOf(path, contract, toSchema),
      responses: responsesOf(contract.answer, toSchema),
    }
    if (contract.body)
      operation.requestBody = {
        required: true,
        content: { [contract.body.media]: { schema: toSchema(contract.body.schema, 'input', 'Body') } },
      }
    ;(paths[path] ??= {})[method] = operation
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Beauty Pro store API',
      version: '1',
      description:
        'The JSON API under /api/v1 (spec §7). Every path also answers with a trailing slash, as the spec writes it. Send Accept-Language (ua or en) for localised answers and messages, and Authorization: Bearer <access token> where a signed-in user is needed. Every refusal is a 4xx with the error envelope.',
    },
    servers: [{ url: API_PREFIX }],
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT or integration key' } },
    },
    // Signing in is optional on most routes (it changes prices and permissions): anonymous or bearer.
    security: [{}, { bearer: [] }],
  }
}
