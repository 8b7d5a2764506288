import type { Context } from 'hono'
import type { z } from 'zod'
import { AppError } from '../../app/domain/app-error'

/** Turns zod issues into the envelope's `fields` (wire names → messages). */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors'
    ;(fields[key] ??= []).push(issue.message)
  }
  return fields
}

function check<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) throw new AppError('invalid_data', 'Invalid request', fieldErrors(parsed.error))
  return parsed.data
}

/** Parses a JSON body; malformed JSON is the client's fault (400), never a 500. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new AppError('invalid_data', 'Malformed JSON body')
  }
  return check(schema, body)
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return check(schema, c.req.query())
}

/** A path parameter that does not fit is a request for something that does not exist. */
export function parseParam<S extends z.ZodType>(schema: S, value: string | undefined): z.infer<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new AppError('not_found', 'Not found')
  return parsed.data
}
