import { createBrowserHistory, type RouterHistory } from '@tanstack/react-router'

/**
 * The browser's history, created by the app (app/client-main.tsx) in a task of its own before the
 * router: creating it writes the first history entry's state (`history.replaceState`) and parses the
 * location, part of the router's creation, the longest task of the page's start on a phone. The
 * router (app/router.tsx) takes it; on the server, or if none was made, the router makes its own.
 */
let prepared: RouterHistory | undefined

export function prepareBrowserHistory(): void {
  prepared ??= createBrowserHistory()
}

export function takeBrowserHistory(): RouterHistory | undefined {
  const history = prepared
  prepared = undefined
  return history
}
