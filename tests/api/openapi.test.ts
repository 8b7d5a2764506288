import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../../worker/api'
import { API_PREFIX, openApiPath } from '../../worker/api/openapi'
import { createApiClient } from '../support/api-env'
import { schemaProblems } from '../support/json-schema-shape'

type Json = Record<string, unknown>
interface Document {
  openapi: string
  info: Json
  servers: { url: string }[]
  paths: Record<string, Record<string, Json>>
  components: { schemas: Record<string, unknown> }
  security: unknown
}

let client: Awaited<ReturnType<typeof createApiClient>>
let doc: Document
beforeAll(async () => {
  client = await createApiClient()
  const res = await client.request('/api/v1/openapi.json')
  expect(res.status).toBe(200)
  doc = (await res.json()) as Document
})
afterAll(() => client.dispose())

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  )

/** Every JSON Schema the document holds, with where it sits. */
function schemasOf(document: Document): { where: string; schema: unknown }[] {
  const found: { where: string; schema: unknown }[] = Object.entries(document.components.schemas).map(
    ([name, schema]) => ({ where: `components/${name}`, schema }),
  )
  for (const { path, method, operation } of operations()) {
    const where = `${method} ${path}`
    for (const p of (operation.parameters ?? []) as Json[])
      found.push({ where: `${where} parameter ${String(p.name)}`, schema: p.schema })
    const body = (operation.requestBody as { content: Record<string, { schema: unknown }> } | undefined)?.content
    for (const [media, { schema }] of Object.entries(body ?? {}))
      found.push({ where: `${where} body ${media}`, schema })
    for (const [status, answer] of Object.entries(
      operation.responses as Record<string, { content?: Record<string, { schema: unknown }> }>,
    )) {
      for (const [media, { schema }] of Object.entries(answer.content ?? {}))
        found.push({ where: `${where} ${status} ${media}`, schema })
    }
  }
  return found
}

describe('/api/v1/openapi.json', () => {
  it('lists every route of the app, and no route the app does not have', () => {
    const routes = new Set(
      api.routes
        .filter((r) => r.path.startsWith(API_PREFIX) && METHODS.includes(r.method.toLowerCase() as never))
        .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`),
    )
    const documented = new Set(operations().map(({ path, method }) => `${method} ${path}`))
    expect(routes.size).toBeGreaterThan(100)
    expect([...routes].filter((r) => !documented.has(r))).toEqual([])
    expect([...documented].filter((r) => !routes.has(r))).toEqual([])
  })

  it('is structurally valid OpenAPI 3.1', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/)
    expect(typeof doc.info.title).toBe('string')
    expect(typeof doc.info.version).toBe('string')
    expect(doc.servers).toEqual([{ url: '/api/v1' }])
    const ids = new Set<string>()
    for (const { path, method, operation } of operations()) {
      const where = `${method} ${path}`
      expect(path, where).toMatch(/^\/[^\s:]*$/)
      expect(METHODS, where).toContain(method)
      expect(typeof operation.operationId, where).toBe('string')
      expect(ids.has(operation.operationId as string), `${where}: operationId is unique`).toBe(false)
      ids.add(operation.operationId as string)
      const parameters = (operation.parameters ?? []) as Json[]
      // Each template variable is a required path parameter, and each path parameter is in the template.
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
      const inPath = parameters.filter((p) => p.in === 'path')
      expect(inPath.map((p) => p.name).sort(), where).toEqual(templated)
      for (const p of parameters) {
        expect(['path', 'query', 'header', 'cookie'], where).toContain(p.in)
        expect(typeof p.name, where).toBe('string')
        if (p.in === 'path') expect(p.required, where).toBe(true)
        expect(p.schema, where).toBeTypeOf('object')
      }
      const responses = operation.responses as Record<string, { description?: unknown }>
      expect(Object.keys(responses).length, where).toBeGreaterThan(0)
      for (const [status, answer] of Object.entries(responses)) {
        expect(status, where).toMatch(/^([1-5]\d\d|[1-5]XX|default)$/)
        expect(typeof answer.description, `${where} ${status}`).toBe('string')
      }
      if (operation.requestBody)
        expect(Object.keys((operation.requestBody as { content: Json }).content).length, where).toBeGreaterThan(0)
    }
  })

  it('describes requests and answers with valid JSON Schema, every $ref resolving', () => {
    const all = schemasOf(doc)
    expect(all.length).toBeGreaterThan(300)
    const problems = all.flatMap(({ where, schema }) =>
      schemaProblems(schema, doc as unknown as Json).map((p) => `${where}: ${p}`),
    )
    expect(problems).toEqual([])
  })

  it('answers every refusal with the error envelope', () => {
    const envelope = doc.components.schemas.ErrorEnvelope as {
      properties: { error: { properties: Json; required: string[] } }
    }
    expect(Object.keys(envelope.properties.error.properties).sort()).toEqual(['code', 'codes', 'fields', 'message'])
    expect(envelope.properties.error.required.sort()).toEqual(['code', 'message'])
    for (const { path, method, operation } of operations()) {
      const refusal = (operation.responses as Record<string, { content: Record<string, { schema: unknown }> }>)['4XX']
      expect(refusal?.content['application/json']?.schema, `${method} ${path}`).toEqual({
        $ref: '#/components/schemas/ErrorEnvelope',
      })
    }
  })

  it('carries the contract: request bodies, query parameters, answers and the spec’s wire names', () => {
    const op = (method: string, path: string) =>
      doc.paths[path]![method]! as {
        requestBody?: { content: Record<string, { schema: Json }> }
        parameters: Json[]
        responses: Record<string, { content?: Record<string, { schema: Json }> }>
      }
    // The quote: its body's fields, its answer's figures.
    const quote = op('post', '/order/quote')
    expect(Object.keys(quote.requestBody!.content['application/json']!.schema.properties as Json)).toEqual(
      expect.arrayContaining(['cartItems', 'promo_code', 'deliveryType']),
    )
    expect(Object.keys(quote.responses['200']!.content!['application/json']!.schema.properties as Json)).toEqual(
      expect.arrayContaining(['total', 'delivery_cost', 'lines']),
    )
    // The order: the spec's spellings stay (curier, appartment).
    const order = JSON.stringify(op('post', '/order/orders').requestBody)
    expect(order).toContain('"curier_info"')
    expect(order).toContain('"appartment"')
    expect(op('post', '/order/orders').responses['201']).toBeDefined()
    expect(op('post', '/order/orders').parameters).toContainEqual(
      expect.objectContaining({ name: 'idempotency-key', in: 'header', required: false }),
    )
    expect(doc.security).toEqual([{}, { bearer: [] }])
    // The company keeps `adress`; the variant keeps `whoosale_price`.
    expect(JSON.stringify(op('patch', '/company/company/{id}').requestBody)).toContain('"adress"')
    expect(JSON.stringify(op('patch', '/admin/variants/{id}').requestBody)).toContain('"whoosale_price"')
    // The listing's filters are query parameters; a 204 answers nothing.
    expect(op('get', '/shop/products/category-products').parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['parent_slug', 'brand_ids', 'limit']),
    )
    expect(op('post', '/auth/logout').responses['204']).toEqual({ description: 'Done; no body' })
    // The ERP feed: its items and its key.
    const sync = op('post', '/sync/prices')
    expect(JSON.stringify(sync.requestBody)).toContain('"items"')
    expect(JSON.stringify(sync)).toContain('Bearer')
    expect(Object.keys(sync.responses['200']!.content!['application/json']!.schema.properties as Json)).toEqual([
      'rows',
      'updated',
      'unchanged',
      'unknown',
      'unknown_codes',
      'held',
      'refused',
      'lines',
    ])
    // Each line's own result, with the reason a line was held or refused.
    const line = JSON.stringify(sync.responses['200']!.content!['application/json']!.schema)
    for (const word of ['applied', 'held', 'refused', 'price_jump', 'unknown_code']) expect(line).toContain(word)
    // Uploads are multipart with a binary file.
    expect(
      JSON.stringify(op('post', '/admin/price-list/preview').requestBody!.content['multipart/form-data']),
    ).toContain('"binary"')
  })
})
