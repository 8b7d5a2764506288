/** Machine codes of the store's errors; the API maps each to one HTTP status (worker/api/errors.ts). */
export const ERROR_CODES = [
  'invalid_data',
  'unauthorized',
  'not_allowed',
  'not_found',
  'conflict',
  'insufficient_inventory',
  'rate_limited',
  'unavailable',
  'too_large',
  'unsupported_type',
  'key_reused',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Per-field messages, keyed by the wire field name. */
    readonly fields?: Record<string, string[]>,
    /** Per-field rule codes beside the messages, so a client translates a code instead of an English text. */
    readonly codes?: Record<string, string>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}
