import { useSyncExternalStore } from 'react'

/** The access token as the auth store keeps it in the browser (spec §3 names both spellings). */
export function storedAccessToken(): string | null {
  return localStorage.getItem('accessToken') ?? localStorage.getItem('access_token')
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

/** The stored access token, re-read when another tab signs in or out; null on the server. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribe, storedAccessToken, () => null)
}

export function bearerHeaders(token: string | null = storedAccessToken()): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {}
}
