import { bufferStore, type FormSchema, type FormStore } from './form-store'

/**
 * One form's state holder: the buffer first, TanStack Form's store (and the schema's codes) once
 * `load` has brought the form layer's chunk. Subscribers hear every change, the hand-over included.
 */
export function formLayer<F extends string>(initial: Record<F, string>, schema?: FormSchema<F>) {
  let store: FormStore<F> = bufferStore(initial)
  let codes: (values: Record<F, string>) => Partial<Record<F, string>> = () => ({})
  let version = 0
  let loading: Promise<void> | undefined
  let settled = false
  const listeners = new Set<() => void>()
  const notify = () => {
    version += 1
    for (const listener of listeners) listener()
  }
  let detach = store.subscribe(notify)
  let afterLoad: (() => void) | undefined

  return {
    /** What to run once the form layer has taken over (the form sets it after each render). */
    onLoaded(run: () => void) {
      afterLoad = run
    },
    get store() {
      return store
    },
    /** The loaded schema's code of each field it refuses (none before it has arrived). */
    schemaCodes: (values: Record<F, string>) => codes(values),
    version: () => version,
    /** The layer has arrived, or failed to (then the server checks): a schema form's rules are known. */
    settled: () => settled,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    load(): Promise<void> {
      loading ??= Promise.all([import('./form-engine'), schema?.load()])
        .then(([engine, loaded]) => {
          if (schema && loaded) codes = (values) => engine.schemaCodes(loaded, schema, values)
          detach()
          store = engine.engineStore(store)
          detach = store.subscribe(notify)
          settled = true
          notify()
          afterLoad?.()
        })
        // Offline or a failed deploy's chunk: the buffer stays the store and the server checks.
        .catch((error: unknown) => {
          console.warn('form layer', error)
          settled = true
          notify()
        })
      return loading
    },
  }
}
