import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { Fragment, options, type VNode } from 'preact'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { hydrateInSlices, nextTaskTurn } from './lib/hydrate-later'
import { prepareBrowserHistory } from './lib/browser-history'

/**
 * The browser app, started by app/client.tsx once the first pictures are painted. The server renders
 * with React; the browser runs Preact's React-compatible runtime (vite.config.ts), which adopts the
 * server's elements in order, tag name by tag name.
 * So, before it hydrates:
 * - the router is restored from the server's HTML (Start's default entry suspends at the root
 *   until then, which only React's own runtime allows);
 * - the shell's <html> becomes a fragment whose attributes (lang) go onto the page's <html>, as
 *   Preact hydrates a document into its <html> element;
 * - the image preloads React adds to the head for the page's first pictures are dropped (the
 *   browser has already started those downloads): no route lists them, so they would shift the
 *   links that follow. The routes' tags are listed in the server's order (HeadTags).
 */
const nextVNodeHook = options.vnode
options.vnode = (vnode: VNode<Record<string, unknown>>) => {
  if (vnode.type === 'html') {
    const { children, ...attributes } = vnode.props
    // Only a changed one: setting `lang`, even to its value, restyles every element of the page.
    for (const [name, value] of Object.entries(attributes))
      if (document.documentElement.getAttribute(name) !== String(value))
        document.documentElement.setAttribute(name, String(value))
    vnode.type = Fragment
    vnode.props = { children }
  }
  nextVNodeHook?.(vnode)
}

for (const preload of document.head.querySelectorAll('link[rel="preload"][as="image"]')) preload.remove()

// The app's evaluation, the browser history's creation and the router's are a task each, one after
// the other: together they were one long task on a phone.
void nextTaskTurn()
  .then(() => {
    prepareBrowserHistory()
    return nextTaskTurn()
  })
  .then(() => hydrateStart())
  .then((router) =>
    hydrateInSlices(() =>
      startTransition(() => {
        hydrateRoot(
          document,
          <StrictMode>
            <RouterProvider router={router} />
          </StrictMode>,
        )
      }),
    ),
  )
