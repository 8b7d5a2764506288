import type { i18n as I18n, TFunction } from 'i18next'
import { useContext } from 'react'
import { getI18n, I18nContext } from 'react-i18next'

/**
 * The server's react-i18next: the package itself (vite.config.ts maps the app's imports here, and
 * this module's own import to the package), with a `useTranslation` that makes nothing per call. A
 * server render runs each component once, so react-i18next's hook built its options, subscription,
 * snapshot and fixed `t` afresh for each of a page's thirty-odd calls; a server instance never
 * changes its language (app/i18n/index.ts), so its answer per scope is made once and shared by
 * every render (docs/decisions/server-use-translation.md).
 */
export * from 'react-i18next'

type Translation = readonly [TFunction, I18n, true] & { t: TFunction; i18n: I18n; ready: true }
type Options = { i18n?: I18n; keyPrefix?: string; lng?: string }

const kept = new WeakMap<I18n, Map<string, Translation>>()

export function useTranslation(ns?: string | readonly string[], options: Options = {}): Translation {
  const fromContext = (useContext(I18nContext) as { i18n?: I18n } | undefined)?.i18n
  // As react-i18next: the provider's instance, else the one initReactI18next last registered.
  const i18n = options.i18n ?? fromContext ?? (getI18n() as I18n | undefined)
  if (!i18n) throw new Error('useTranslation needs an i18n instance (I18nextProvider or initReactI18next)')
  // As react-i18next: the first namespace named, else the instance's own.
  const namespace = (typeof ns === 'string' ? ns : ns?.[0]) ?? null
  const lng = options.lng ?? i18n.language
  const scope = `${lng}\u0000${namespace ?? ''}\u0000${options.keyPrefix ?? ''}`
  let scopes = kept.get(i18n)
  if (!scopes) kept.set(i18n, (scopes = new Map()))
  let translation = scopes.get(scope)
  if (!translation) {
    const t = i18n.getFixedT(lng, namespace, options.keyPrefix)
    translation = Object.assign([t, i18n, true] as const, { t, i18n, ready: true as const })
    scopes.set(scope, translation)
  }
  return translation
}
