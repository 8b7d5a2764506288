import { Asset, useRouter, useTags } from '@tanstack/react-router'
import { withDeferredModulePreloads } from '../../lib/deferred-modules'
import { inServerHeadOrder } from '../../lib/head-order'

/**
 * The routes' head tags (title, meta, links, scripts), as TanStack's HeadContent renders them, in the
 * server's order; the script modules' preloads wait for the first pictures (app/lib/deferred-modules.ts).
 */
export function HeadTags() {
  const tags = inServerHeadOrder(withDeferredModulePreloads(useTags()))
  const nonce = useRouter().options.ssr?.nonce
  return tags.map((tag) => <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />)
}
