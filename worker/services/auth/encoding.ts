/** A UNIQUE constraint failure from libSQL, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE/i.test(String((error as { cause?: unknown }).cause ?? error))
}
