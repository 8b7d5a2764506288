/** The carrier's JSON envelope, as every answer of the stand-in has it. */
export type Json = Record<string, unknown>

export function envelope(data: unknown[], extra: { errors?: string[]; info?: Json; success?: boolean } = {}): Response {
  const errors = extra.errors ?? []
  return Response.json({
    success: extra.success ?? errors.length === 0,
    data,
    errors,
    warnings: [],
    info: extra.info ?? [],
    messageCodes: [],
    errorCodes: errors.length > 0 ? ['20000200068'] : [],
    warningCodes: [],
    infoCodes: [],
  })
}

export const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
