import type { Hono } from 'hono'
import { generateSpecs, resolver } from 'hono-openapi'
import { errorEnvelopeSchema } from '../../app/contract/error'

type Json = Record<string, unknown>
type Operation = Json & { responses?: Record<string, unknown> }
export type OpenApiDocument = Awaited<ReturnType<typeof generateSpecs>>

export const API_PREFIX = '/api/v1'
const ERROR = { $ref: '#/components/schemas/ErrorEnvelope' }
const REFUSALS = {
  '4XX': { description: 'The error envelope', content: { 'application/json': { schema: ERROR } } },
  '5XX': { description: 'The error envelope', content: { 'application/json': { schema: ERROR } } },
}

/** `/shop/products/:id` → `/shop/products/{id}` (OpenAPI's path templates). */
export const openApiPath = (honoPath: string) => honoPath.slice(API_PREFIX.length).replace(/:(\w+)/g, '{$1}') || '/'

const operationIdOf = (method: string, path: string) =>
  method +
  path
    .replace(/[{}]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')

/**
 * The document's paths relative to its server (/api/v1), each operation named from its path,
 * tagged by its first segment and answering the error envelope for every refusal. A route that
 * declares no answer answers JSON.
 */
function underServer(paths: Record<string, Record<string, Operation | undefined>>) {
  const relative: Record<string, Record<string, Operation>> = {}
  for (const [fullPath, item] of Object.entries(paths)) {
    if (!fullPath.startsWith(`${API_PREFIX}/`) && fullPath !== API_PREFIX) continue
    const path = fullPath.slice(API_PREFIX.length) || '/'
    for (const [method, operation] of Object.entries(item)) {
      if (!operation) continue
      const declared = operation.responses ?? {}
      const answers =
        Object.keys(declared).length > 0
          ? declared
          : { '200': { description: 'JSON', content: { 'application/json': { schema: {} } } } }
      ;(relative[path] ??= {})[method] = {
        ...operation,
        operationId: operationIdOf(method, path),
        tags: [path.split('/')[1] ?? 'api'],
        // An optional parameter says so (OpenAPI's default, written out for readers).
        parameters: ((operation.parameters as Json[] | undefined) ?? []).map((p) => ({
          ...p,
          required: p.required === true,
        })),
        responses: { ...answers, ...REFUSALS },
      }
    }
  }
  return relative
}

/**
 * OpenAPI 3.1 of every route under /api/v1, written by hono-openapi from what each route declares
 * on itself (worker/api/route-contract.ts): request bodies, query, path and header parameters,
 * answers, and the error envelope for every refusal.
 */
export async function openApiDocument(app: Hono<never, never, never>): Promise<OpenApiDocument> {
  const envelope = await resolver(errorEnvelopeSchema, { options: { io: 'output' } }).toOpenAPISchema()
  const generated = await generateSpecs(app, {
    includeEmptyPaths: true,
    // Exports (.csv, .xlsx) and the document itself are routes too.
    excludeStaticFile: false,
    excludeMethods: ['OPTIONS', 'HEAD', 'TRACE'],
    // The store's own validators answer the error envelope, described once for every operation.
    defaultValidationErrorResponse: false,
    documentation: {
      info: {
        title: 'Beauty Pro store API',
        version: '1',
        description:
          'The JSON API under /api/v1 (spec §7). Every path also answers with a trailing slash, as the spec writes it. Send Accept-Language (ua or en) for localised answers and messages, and Authorization: Bearer <access token> where a signed-in user is needed. Every refusal is a 4xx with the error envelope.',
      },
      servers: [{ url: API_PREFIX }],
      components: {
        schemas: { ...envelope.components?.schemas, ErrorEnvelope: envelope.schema },
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT or integration key' } },
      },
      // Signing in is optional on most routes (it changes prices and permissions): anonymous or bearer.
      security: [{}, { bearer: [] }],
    },
  })
  return { ...generated, paths: underServer(generated.paths as never) as never }
}
