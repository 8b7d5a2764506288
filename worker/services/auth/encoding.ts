/** Bytes as URL-safe base64 without padding (tokens in links and headers). */
export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** A UNIQUE constraint failure from libSQL, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE/i.test(String((error as { cause?: unknown }).cause ?? error))
}
