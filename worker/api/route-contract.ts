import type { MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import type { ApiEnv } from './app-env'
import type { ValidationTargets } from 'hono'
import { resolver, uniqueSymbol, type DescribeRouteOptions, type ResponsesWithResolver } from 'hono-openapi'
import { AppError } from '../../app/domain/app-error'
import { parseJson, parseQuery } from './validate'

/**
 * What a route takes and answers, declared on the route itself with the contract's zod schemas:
 *   .post('/quote', changes('nothing'), jsonBody(orderQuoteRequestSchema), answers(orderQuoteSchema), handler)
 * The validators parse before the handler runs (the handler reads `c.req.valid('json' | 'query')`),
 * their types reach the browser's typed client (`hc<ApiRoutes>`, app/lib/api-client.ts), and each
 * carries hono-openapi's description of itself, from which hono-openapi writes /api/v1/openapi.json
 * (worker/api/openapi.ts), so the three cannot drift apart. The validators stay the store's own: a
 * refusal is the store's error envelope in the caller's language, not the library's.
 */
type Described = { spec: DescribeRouteOptions } | (ReturnType<typeof resolver> & { target: keyof ValidationTargets })

function describe<M extends MiddlewareHandler>(middleware: M, openapi: Described): M {
  return Object.assign(middleware, { [uniqueSymbol]: openapi })
}

/** A request part's schema as the caller sends it (zod's input side, JSON Schema 2020-12). */
const requestSchema = (schema: z.ZodType) => resolver(schema, { options: { io: 'input', unrepresentable: 'any' } })

/** An answer's schema as the route sends it (zod's output side). */
const answerSchema = (schema: z.ZodType) => resolver(schema, { options: { io: 'output', unrepresentable: 'any' } })

/** Query values as a browser sends them: strings (numbers and booleans are written as text). */
type QueryInput<T> = { [K in keyof T]?: string | number | boolean | undefined }

/** A JSON body parsed with its contract schema (malformed JSON and control characters are 400s, as everywhere). */
export function jsonBody<S extends z.ZodType>(schema: S) {
  const middleware: MiddlewareHandler<
    ApiEnv,
    string,
    { in: { json: z.input<S> }; out: { json: z.output<S> } }
  > = async (c, next) => {
    c.req.addValidatedData('json', (await parseJson(c, schema)) as object)
    await next()
  }
  return describe(middleware, { ...requestSchema(schema), target: 'json' })
}

/** The query string parsed with its contract schema. */
export function query<S extends z.ZodType>(schema: S) {
  const middleware: MiddlewareHandler<
    ApiEnv,
    string,
    { in: { query: QueryInput<z.input<S>> }; out: { query: z.output<S> } }
  > = async (c, next) => {
    c.req.addValidatedData('query', parseQuery(c, schema) as object)
    await next()
  }
  return describe(middleware, { ...requestSchema(schema), target: 'query' })
}

/**
 * A body its handler reads itself: the visitor forms (JSON, urlencoded or multipart alike, parsed
 * with the form rules and their §8 texts, form-errors.ts), uploads (multipart files) and bodies that
 * are signed or may be CSV. This declares the fields for the client and the document; it reads nothing.
 */
export function declaresBody<S extends z.ZodType, Media extends 'json' | 'form' = 'json'>(schema: S, media?: Media) {
  type In = Media extends 'form' ? { form: { [K in keyof z.input<S>]?: string | Blob } } : { json: z.input<S> }
  const middleware: MiddlewareHandler<ApiEnv, string, { in: In; out: object }> = (_c, next) => next()
  const type = media === 'form' ? 'multipart/form-data' : 'application/json'
  return describe(middleware, {
    spec: { requestBody: { required: true, content: { [type]: { schema: requestSchema(schema) } } } },
  })
}

function answerOf(
  schema: z.ZodType | string | null,
  status: number,
  media = 'application/json',
): ResponsesWithResolver {
  if (status === 204) return { '204': { description: 'Done; no body' } }
  const described = typeof schema === 'string' || schema === null
  const body =
    media !== 'application/json'
      ? { type: 'string' as const, format: 'binary' }
      : described
        ? { description: `${schema ?? 'JSON'} (app/contract)` }
        : answerSchema(schema)
  return {
    [String(status)]: {
      description: typeof schema === 'string' ? schema : 'OK',
      content: { [media]: { schema: body } },
    },
  }
}

/**
 * The answer's schema and status, for the document (the client's answer type comes from the
 * handler's own `c.json(...)`). A string names an answer that is still a TypeScript interface in
 * app/contract (described by that name); `null` with 204 answers nothing; a media type other than
 * JSON (a CSV, a photo) is a file.
 */
export function answers(schema: z.ZodType | string | null, status = 200, media?: string) {
  const middleware: MiddlewareHandler<ApiEnv> = (_c, next) => next()
  return describe(middleware, { spec: { responses: answerOf(schema, status, media) } })
}

/** A sentence for the document about what the route does. */
export function summary(text: string) {
  const middleware: MiddlewareHandler<ApiEnv> = (_c, next) => next()
  return describe(middleware, { spec: { summary: text } })
}

/**
 * The path's parameters parsed before anything else (a parameter that does not fit names nothing:
 * 404, before the body is looked at). The handler reads `c.req.valid('param')`.
 */
export function params<S extends z.ZodObject>(schema: S) {
  const middleware: MiddlewareHandler<
    ApiEnv,
    string,
    { in: { param: { [K in keyof z.input<S>]: string } }; out: { param: z.output<S> } }
  > = async (c, next) => {
    const parsed = schema.safeParse(c.req.param())
    if (!parsed.success) throw new AppError('not_found', 'Not found')
    c.req.addValidatedData('param', parsed.data as object)
    await next()
  }
  return describe(middleware, { ...requestSchema(schema), target: 'param' })
}

/**
 * Request headers a route reads itself (the order's Idempotency-Key), for the client's `header`
 * argument and the document; the route's own check parses them.
 */
export function declaresHeaders<S extends z.ZodObject>(schema: S) {
  const middleware: MiddlewareHandler<
    ApiEnv,
    string,
    { in: { header: { [K in keyof z.input<S>]?: string } }; out: object }
  > = (_c, next) => next()
  return describe(middleware, { ...requestSchema(schema), target: 'header' })
}
