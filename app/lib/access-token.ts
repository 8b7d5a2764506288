import { getAuthState, useAuth } from './auth/auth-store'
import { readTokens } from './auth/token-storage'

/** The access token of the Auth state (app/lib/auth): spec §3 keeps it under both spellings. */
export function storedAccessToken(): string | null {
  return getAuthState().accessToken ?? readTokens().access
}

/** The access token, following logins, logouts and refreshes in this tab and others; null on the server. */
export function useAccessToken(): string | null {
  return useAuth().accessToken
}

export function bearerHeaders(token: string | null = storedAccessToken()): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {}
}
