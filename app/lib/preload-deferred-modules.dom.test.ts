import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFERRED_MODULES_META_NAME, preloadDeferredModules } from './preload-deferred-modules'

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))

describe('preloadDeferredModules', () => {
  afterEach(() => {
    document.head.innerHTML = ''
  })

  it('adds a preload for every listed module in order, one a task', async () => {
    const meta = document.createElement('meta')
    meta.name = DEFERRED_MODULES_META_NAME
    meta.content = '/assets/route.js /assets/app.js  /assets/ua.js'
    document.head.appendChild(meta)

    preloadDeferredModules()
    // The first download starts at once; the others wait for tasks of their own.
    expect(preloads()).toEqual(['/assets/route.js'])
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/route.js', '/assets/app.js', '/assets/ua.js']))
  })

  it('adds nothing to a page without the list', async () => {
    preloadDeferredModules()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(preloads()).toEqual([])
  })
})
