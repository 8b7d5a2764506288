import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'

type Json = Record<string, unknown>
interface Responses {
  [status: string]: { content?: Record<string, { schema: unknown }> }
}

/** JSON pointer of a key (RFC 6901), URI-encoded as a `$ref` fragment wants it. */
const pointer = (key: string) => encodeURIComponent(key.replaceAll('~', '~0').replaceAll('/', '~1'))

/**
 * Checks answers against the document's own response schemas with a draft 2020-12 validator: the
 * document is registered whole, so each `$ref` to its components resolves as an integrator's tool would.
 */
export function answerChecker(document: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
  addFormats(ajv)
  ajv.addSchema(document, 'openapi')
  const paths = document.paths as Record<string, Record<string, { responses: Responses }>>

  /** Problems of one answer: none when its body fits the schema the document gives its status. */
  return async function problemsOf(method: string, path: string, res: Response): Promise<string[]> {
    const where = `${method} ${path} → ${res.status}`
    const responses = paths[path]?.[method]?.responses
    if (!responses) return [`${where}: not in the document`]
    const status = String(res.status)
    const key = status in responses ? status : `${status[0]}XX` in responses ? `${status[0]}XX` : null
    if (!key) return [`${where}: status not documented (${Object.keys(responses).join(', ')})`]
    const schema = responses[key]!.content?.['application/json']?.schema
    if (schema === undefined) return (await res.text()) === '' ? [] : [`${where}: a body where none is documented`]
    const body: unknown = await res.json()
    const ref = ['paths', path, method, 'responses', key, 'content', 'application/json', 'schema'].map(pointer)
    const validate = ajv.compile({ $ref: `openapi#/${ref.join('/')}` })
    if (validate(body)) return []
    // One line per fault, not per list item: `/3/variants/0` reads `/*/variants/*`.
    const lines = (validate.errors ?? []).map(
      (e) =>
        `${where}: ${e.instancePath.replace(/\/\d+/g, '/*') || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
    )
    return [...new Set(lines)]
  }
}
