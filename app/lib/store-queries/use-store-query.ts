import type {
  InfiniteData,
  InfiniteQueryObserverOptions,
  MutationOptions,
  QueryClient,
  QueryKey,
  QueryObserverOptions,
} from '@tanstack/query-core'
import { useEffect, useRef, useState } from 'react'
import type { ApiError } from '../api-client'

/*
 * The storefront's binding of TanStack Query: the same QueryObserver / MutationObserver that
 * @tanstack/react-query's hooks subscribe to, but Query's code (./client) is imported on the first
 * read or write instead of with the page. `useQuery` would put Query's 7.8 KB gzip into the first
 * load of every page whose component tree holds such a block; a hook that waits for the chunk adds
 * a few hundred bytes. Under the Preact runtime it is plain useState/useEffect.
 */

type Layer = Pick<typeof import('./client'), 'client' | 'QueryObserver' | 'InfiniteQueryObserver' | 'MutationObserver'>
let loading: Promise<Layer> | undefined
/** Query's chunk, fetched once (a failed fetch, offline, is tried again on the next use). */
export function queryLayer(): Promise<Layer> {
  // Named, not the module's namespace: a namespace object would put the bundler's helpers in a chunk of every page.
  return (loading ??= import('./client')
    .then(({ client, QueryObserver, InfiniteQueryObserver, MutationObserver }) => ({
      client,
      QueryObserver,
      InfiniteQueryObserver,
      MutationObserver,
    }))
    .catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}

/** The storefront's client, for a write outside a block (e.g. after a login). */
export const storeClient = (): Promise<QueryClient> => queryLayer().then((layer) => layer.client)

/**
 * A read that an effect asks for (a debounced look-up, a list scrolled into view) from a module the
 * page imports only then: through the client's cache; an aborted signal cancels the request.
 */
export async function readThrough<T>(options: StoreQuery<T>, signal?: AbortSignal): Promise<T> {
  const client = await storeClient()
  signal?.throwIfAborted()
  signal?.addEventListener('abort', () => void client.cancelQueries({ queryKey: options.queryKey }), { once: true })
  return client.fetchQuery(options)
}

export type StoreQuery<T> = QueryObserverOptions<T, ApiError, T, T, QueryKey>
export type StorePages<T, P> = InfiniteQueryObserverOptions<T, ApiError, InfiniteData<T, P>, QueryKey, P>

/** Names a query's options once, typed (the storefront's `queryOptions`). */
export const storeQuery = <T>(options: StoreQuery<T>): StoreQuery<T> => options
export const storePages = <T, P>(options: StorePages<T, P>): StorePages<T, P> => options

/** What a block reads of a query: its data, whether it failed, and whether it is still waiting for a first answer. */
export interface QueryView<D> {
  data: D | undefined
  error: ApiError | null
  isPending: boolean
  isFetching: boolean
  hasNextPage: boolean
  fetchNextPage: () => void
  /** Asks again; answers the new data (undefined while Query's chunk is not there yet, or when it failed). */
  refetch: () => Promise<D | undefined>
}

const nothing = () => {}
const WAITING: QueryView<never> = {
  data: undefined,
  error: null,
  isPending: true,
  isFetching: false,
  hasNextPage: false,
  fetchNextPage: nothing,
  refetch: () => Promise.resolve(undefined),
}

type Observed = {
  getOptimisticResult: (options: never) => unknown
  subscribe: (listener: (result: never) => void) => () => void
  setOptions: (options: never) => void
}
type Watch = { observer: Observed; client: QueryClient; key: string }

function useObserved<D>(options: { queryKey: QueryKey; enabled?: unknown }, infinite: boolean): QueryView<D> {
  // The view is its key's: another key's answer is never shown as this one's.
  const [seen, setSeen] = useState<{ key: string; view: QueryView<D> } | null>(null)
  const watch = useRef<Watch | null>(null)
  const latest = useRef(options)
  const key = JSON.stringify(options.queryKey)
  const idle = options.enabled === false

  // Options other than the key (an interval, a condition) follow the render; a new key gets its own
  // observer below (given to the old one, it would fetch for a view that shows only the old key's).
  useEffect(() => {
    latest.current = options
    if (watch.current?.key === key)
      watch.current.observer.setOptions(watch.current.client.defaultQueryOptions(options as never) as never)
  })
  useEffect(() => {
    // A query that is not to run yet (no token, nothing typed) does not fetch Query's chunk either.
    if (idle) return
    let live = true
    let unsubscribe = nothing
    void queryLayer().then(({ client, QueryObserver, InfiniteQueryObserver }) => {
      if (!live) return
      const options = client.defaultQueryOptions(latest.current as never)
      const observer = (infinite
        ? new InfiniteQueryObserver(client, options as never)
        : new QueryObserver(client, options)) as unknown as Observed
      watch.current = { observer, client, key }
      const show = (result: never) => setSeen({ key, view: viewOf<D>(result) })
      show(observer.getOptimisticResult(options as never) as never)
      unsubscribe = observer.subscribe(show)
    })
    return () => {
      live = false
      unsubscribe()
      watch.current = null
    }
  }, [key, idle, infinite])

  return !idle && seen?.key === key ? seen.view : WAITING
}

function viewOf<D>(result: {
  data?: D
  error: ApiError | null
  isPending: boolean
  isFetching: boolean
  hasNextPage?: boolean
  fetchNextPage?: () => unknown
  refetch: () => Promise<{ data?: D }>
}): QueryView<D> {
  return {
    data: result.data,
    error: result.error,
    isPending: result.isPending,
    isFetching: result.isFetching,
    hasNextPage: result.hasNextPage ?? false,
    fetchNextPage: () => void result.fetchNextPage?.(),
    refetch: () => result.refetch().then((next) => next.data),
  }
}

/** A read through Query; `data` stays undefined until Query's chunk and the answer are there. */
export const useStoreQuery = <T>(options: StoreQuery<T>): QueryView<T> => useObserved<T>(options, false)

/** A paged read (each page's answer kept, `fetchNextPage` asks the next). */
export const useStorePages = <T, P>(options: StorePages<T, P>): QueryView<InfiniteData<T, P>> =>
  useObserved<InfiniteData<T, P>>(options, true)

/** A write through Query: its `onSuccess` invalidates (or updates) the resource's keys. */
export function useStoreMutation<T, V>(options: MutationOptions<T, ApiError, V>) {
  const [isPending, setPending] = useState(false)
  async function mutate(variables: V): Promise<T> {
    setPending(true)
    try {
      const { client, MutationObserver } = await queryLayer()
      return await new MutationObserver(client, options).mutate(variables)
    } finally {
      setPending(false)
    }
  }
  return { mutate, isPending }
}
