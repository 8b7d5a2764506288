/** Spec §3 storage keys: the access token is stored as `accessToken` by some parts and `access_token` by others. */
export function storedAccessToken(): string | null {
  try {
    return localStorage.getItem('accessToken') ?? localStorage.getItem('access_token')
  } catch {
    return null
  }
}

export function bearerHeaders(token: string | null = storedAccessToken()): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {}
}
