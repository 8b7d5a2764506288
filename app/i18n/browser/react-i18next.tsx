import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { i18n as I18n } from './i18next'

/**
 * The browser's stand-in for react-i18next (vite.config.ts maps it here, with i18next to
 * ./i18next.ts): the provider, `useTranslation` and the plugin the store uses, with their shapes. The
 * page never switches its language (a switch reloads it), so a component's `t` is made once per
 * instance and key prefix and nothing listens for language changes.
 */
let globalI18n: I18n | undefined

export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: I18n) {
    globalI18n = instance
  },
}

export const I18nContext = createContext<{ i18n: I18n | undefined }>({ i18n: undefined })

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n }), [i18n])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export const getI18n = () => globalI18n
export const setI18n = (instance: I18n) => {
  globalI18n = instance
}

export function useTranslation(_ns?: unknown, options: { i18n?: I18n; keyPrefix?: string; lng?: string } = {}) {
  const fromContext = useContext(I18nContext).i18n
  const i18n = options.i18n ?? fromContext ?? globalI18n
  if (!i18n) throw new Error('useTranslation needs an i18n instance (I18nextProvider or initReactI18next)')
  const t = useMemo(
    () => i18n.getFixedT(options.lng ?? null, null, options.keyPrefix),
    [i18n, options.lng, options.keyPrefix],
  )
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true })
}
