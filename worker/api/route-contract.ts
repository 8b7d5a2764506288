import type { MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import type { ApiEnv } from './app-env'
import { AppError } from '../../app/domain/app-error'
import { parseJson, parseQuery } from './validate'

/**
 * What a route takes and answers, declared on the route itself with the contract's zod schemas:
 *   .post('/quote', changes('nothing'), jsonBody(orderQuoteRequestSchema), answers(orderQuoteSchema), handler)
 * The validators parse before the handler runs (the handler reads `c.req.valid('json' | 'query')`),
 * their types reach the browser's typed client (`hc<ApiRoutes>`, app/lib/api-client.ts), and
 * worker/api/openapi.ts reads the same schemas back from the route's handlers to write
 * /api/v1/openapi.json, so the three cannot drift apart.
 */
export interface RouteContract {
  body?: { schema: z.ZodType; media: 'application/json' | 'multipart/form-data' }
  query?: z.ZodType
  params?: z.ZodObject
  headers?: z.ZodObject
  answer?: { schema: z.ZodType | string | null; status: number; media?: string }
  summary?: string
}

const CONTRACT = Symbol('route contract')
type Declared = { [CONTRACT]: RouteContract }

function declare<M extends MiddlewareHandler>(middleware: M, contract: RouteContract): M {
  return Object.assign(middleware, { [CONTRACT]: contract })
}

/** The contract a route handler declares (null for ordinary handlers and middleware). */
export function contractOf(handler: unknown): RouteContract | null {
  return typeof handler === 'function' ? ((handler as Partial<Declared>)[CONTRACT] ?? null) : null
}

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
  return declare(middleware, { body: { schema, media: 'application/json' } })
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
  return declare(middleware, { query: schema })
}

/**
 * A body its handler reads itself: the visitor forms (JSON, urlencoded or multipart alike, parsed
 * with the form rules and their §8 texts, form-errors.ts), uploads (multipart files) and bodies that
 * are signed or may be CSV. This declares the fields for the client and the document; it reads nothing.
 */
export function declaresBody<S extends z.ZodType, Media extends 'json' | 'form' = 'json'>(schema: S, media?: Media) {
  type In = Media extends 'form' ? { form: { [K in keyof z.input<S>]?: string | Blob } } : { json: z.input<S> }
  const middleware: MiddlewareHandler<ApiEnv, string, { in: In; out: object }> = (_c, next) => next()
  return declare(middleware, { body: { schema, media: media === 'form' ? 'multipart/form-data' : 'application/json' } })
}

/**
 * The answer's schema and status, for the document (the client's answer type comes from the
 * handler's own `c.json(...)`). A string names an answer that is still a TypeScript interface in
 * app/contract (described by that name); `null` with 204 answers nothing; a media type other than
 * JSON (a CSV, a photo) is a file.
 */
export function answers(schema: z.ZodType | string | null, status = 200, media?: string) {
  const middleware: MiddlewareHandler<ApiEnv> = (_c, next) => next()
  return declare(middleware, { answer: { schema, status, media } })
}

/** A sentence for the document about what the route does. */
export function summary(text: string) {
  const middleware: MiddlewareHandler<ApiEnv> = (_c, next) => next()
  return declare(middleware, { summary: text })
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
  return declare(middleware, { params: schema })
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
  return declare(middleware, { headers: schema })
}
