import type { Context, TypedResponse } from 'hono'
import type { JSONParsed } from 'hono/utils/types'
import type { JsonText } from '../services/cache'

/**
 * Answers JSON text that is already written (a KV entry's value) as `c.json` would answer the value
 * it holds: the same content type, and the same answer type for the typed client and the document.
 */
export function answerJsonText<T>(c: Context, text: JsonText<T>) {
  return c.body(text, 200, { 'content-type': 'application/json' }) as unknown as Response &
    TypedResponse<JSONParsed<T>, 200, 'json'>
}
