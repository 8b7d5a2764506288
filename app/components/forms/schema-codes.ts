import type { z } from 'zod'
import type { FormSchema } from './form-store'

/**
 * A zod issue's field code, as app/contract/field-check.ts's `issueCode` reads it: the contract's
 * schemas give their rules' codes as messages (snake_case words such as `min_2`, never zod's sentences). Read here
 * without that module, whose wire-text tables would otherwise join the form layer's chunk.
 */
function codeOf(issue: z.core.$ZodIssue): string {
  if (/^[a-z][a-z0-9_]*$/.test(issue.message)) return issue.message
  if (issue.code === 'too_big') return 'too_long'
  if (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.minimum === 1)) return 'required'
  return 'invalid'
}

/** The code of each field the (loaded) schema refuses (the first issue of each). */
export function schemaCodes<F extends string>(
  schema: z.ZodType,
  { body, wire = {} }: Omit<FormSchema<F>, 'load'>,
  values: Record<F, string>,
): Partial<Record<F, string>> {
  const result = schema.safeParse(body ? body(values) : values)
  if (result.success) return {}
  const fieldOf = new Map<unknown, F>(
    (Object.keys(values) as F[]).map((f) => [(wire as Record<string, string>)[f] ?? f, f]),
  )
  const out: Partial<Record<F, string>> = {}
  for (const issue of result.error.issues) {
    const field = fieldOf.get(issue.path[0])
    if (field && !out[field]) out[field] = codeOf(issue)
  }
  return out
}
