/**
 * The browser's stand-in for i18next (the client build maps `i18next` here, vite.config.ts): the
 * part of its behaviour the store's texts use, over the same resources. i18next's initialisation and
 * first lookups were the largest single item of a page's hydration on a phone, and its 49 KB the
 * app chunk's second largest part. The server keeps rendering with i18next itself, and the texts
 * are resolved alike: a nested key path, `{{name}}` interpolation without escaping (a value that is
 * missing keeps its placeholder), plural forms by `count` (`_zero` for 0, then the form
 * `Intl.PluralRules` names for the language code as i18next passes it, the bare key, `_other`),
 * `defaultValue`, `keyPrefix`, and the key itself for a text that is missing or not a string.
 * tests/unit compares it with i18next over every key of both languages.
 */

type Tree = { [key: string]: unknown }
type Options = Record<string, unknown>
type Listener = (...args: unknown[]) => void

const PLACEHOLDER = /\{\{(.+?)\}\}/g

function lookup(tree: unknown, path: string): unknown {
  let node = tree
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Tree)[part]
  }
  return node
}

function interpolate(text: string, options: Options | undefined): string {
  if (!options || !text.includes('{{')) return text
  return text.replace(PLACEHOLDER, (whole, inner: string) => {
    const value = lookup(options, inner.trim())
    if (value === undefined) return whole
    return value === null ? '' : String(value)
  })
}

function merge(into: Tree, from: Tree): Tree {
  const result: Tree = { ...into }
  for (const [key, value] of Object.entries(from)) {
    const old = result[key]
    result[key] =
      typeof value === 'object' && value !== null && typeof old === 'object' && old !== null
        ? merge(old as Tree, value as Tree)
        : value
  }
  return result
}

class Emitter {
  private listeners = new Map<string, Set<Listener>>()
  on(event: string, listener: Listener) {
    let set = this.listeners.get(event)
    if (!set) this.listeners.set(event, (set = new Set()))
    set.add(listener)
    return this
  }
  off(event: string, listener?: Listener) {
    if (listener) this.listeners.get(event)?.delete(listener)
    else this.listeners.delete(event)
    return this
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args)
  }
}

class Store extends Emitter {
  data: Record<string, Record<string, Tree>> = {}
}

interface InitOptions {
  lng?: string
  fallbackLng?: string
  resources?: Record<string, Record<string, Tree>>
  [option: string]: unknown
}

interface Plugin {
  type?: string
  init?: (instance: BrowserI18n) => void
}

class BrowserI18n extends Emitter {
  language = ''
  languages: string[] = []
  options: InitOptions = {}
  isInitialized = false
  store = new Store()
  private plurals: Intl.PluralRules | null = null
  private plugins: Plugin[] = []

  use(plugin: Plugin) {
    this.plugins.push(plugin)
    return this
  }

  init(options: InitOptions = {}, callback?: (error: unknown, t: BrowserI18n['t']) => void) {
    this.options = { ...options, react: { useSuspense: false, ...(options.react as object) } }
    this.language = options.lng ?? 'dev'
    this.languages = [this.language]
    this.store.data = { ...options.resources }
    for (const plugin of this.plugins) plugin.init?.(this)
    this.isInitialized = true
    this.emit('initialized', this.options)
    callback?.(null, this.t)
    return Promise.resolve(this.t)
  }

  t = (key: unknown, options?: unknown, ...rest: unknown[]): string => {
    const opts: Options | undefined =
      typeof options === 'string'
        ? { defaultValue: options }
        : typeof options === 'object' && options !== null
          ? (options as Options)
          : (rest[0] as Options | undefined)
    const keys = Array.isArray(key) ? (key as unknown[]) : [key]
    for (const one of keys) {
      const found = this.resolve(String(one), opts)
      if (found !== undefined) return interpolate(found, opts)
    }
    if (typeof opts?.defaultValue === 'string') return interpolate(opts.defaultValue, opts)
    return String(keys[keys.length - 1])
  }

  exists = (key: string, options?: Options) => this.resolve(key, options) !== undefined

  getFixedT(lng?: unknown, _ns?: unknown, keyPrefix?: unknown) {
    const prefix = typeof keyPrefix === 'string' && keyPrefix !== '' ? `${keyPrefix}.` : ''
    const fixed = (key: unknown, options?: unknown, ...rest: unknown[]) =>
      this.t(typeof key === 'string' ? prefix + key : key, options, ...rest)
    return Object.assign(fixed, { lng: lng ?? this.language, ns: 'translation', keyPrefix })
  }

  hasLoadedNamespace = () => true
  loadNamespaces = (_ns?: unknown, callback?: () => void) => {
    callback?.()
    return Promise.resolve()
  }
  loadLanguages = this.loadNamespaces

  changeLanguage(lng: string) {
    this.language = lng
    this.languages = [lng]
    this.plurals = null
    this.emit('languageChanged', lng)
    return Promise.resolve(this.t)
  }

  addResourceBundle(lng: string, ns: string, resources: Tree, deep?: boolean, overwrite?: boolean) {
    const bundles = (this.store.data[lng] ??= {})
    const old = bundles[ns] ?? {}
    bundles[ns] = deep ? (overwrite ? merge(old, resources) : merge(resources, old)) : { ...old, ...resources }
    this.store.emit('added', lng, ns, resources)
    return this
  }

  getResourceBundle = (lng: string, ns = 'translation') => this.store.data[lng]?.[ns]

  createInstance(options?: InitOptions) {
    const instance = new BrowserI18n()
    if (options) void instance.init(options)
    return instance
  }

  private resolve(key: string, options: Options | undefined): string | undefined {
    const prefix = typeof options?.keyPrefix === 'string' && options.keyPrefix !== '' ? `${options.keyPrefix}.` : ''
    const path = prefix + key
    const tree = this.store.data[this.language]?.translation
    const count = options?.count
    // i18next's order: the zero form for 0, the language's form, the bare key, then the `_other` form.
    const candidates: string[] = []
    if (count !== undefined && typeof count !== 'string') {
      const form = this.pluralRules().select(Number(count))
      if (count === 0) candidates.push(`${path}_zero`)
      candidates.push(`${path}_${form}`, path)
      if (form !== 'other') candidates.push(`${path}_other`)
    } else candidates.push(path)
    for (const candidate of candidates) {
      const value = lookup(tree, candidate)
      if (typeof value === 'string') return value
      if (typeof value === 'number' || typeof value === 'boolean') return String(value)
    }
    return undefined
  }

  private pluralRules(): Intl.PluralRules {
    // The store's 'ua' has Ukrainian's plural forms ('uk'), as the server's i18next is told (app/i18n/index.ts).
    return (this.plurals ??= new Intl.PluralRules(this.language === 'ua' ? 'uk' : this.language.replace('_', '-')))
  }
}

const i18next = new BrowserI18n()
export default i18next
export const createInstance = (options?: InitOptions) => i18next.createInstance(options)
export type { BrowserI18n as i18n }
