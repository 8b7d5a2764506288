import type { RouterManagedTag } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { DEFERRED_MODULES_META, withDeferredModulePreloads } from './deferred-modules'
import { DEFERRED_MODULES_META_NAME } from './preload-deferred-modules'

describe('withDeferredModulePreloads', () => {
  it('lists the module preloads in one meta where the first one was, and keeps every other tag in order', () => {
    const tags: RouterManagedTag[] = [
      { tag: 'title', children: 'x' },
      { tag: 'link', attrs: { rel: 'modulepreload', href: '/assets/app.js' } },
      { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg' } },
      { tag: 'link', attrs: { rel: 'modulepreload', href: '/assets/ua.js' } },
      { tag: 'link', attrs: { rel: 'canonical', href: '/x' } },
    ]
    expect(withDeferredModulePreloads(tags)).toEqual([
      { tag: 'title', children: 'x' },
      { tag: 'meta', attrs: { name: DEFERRED_MODULES_META, content: '/assets/app.js /assets/ua.js' } },
      { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg' } },
      { tag: 'link', attrs: { rel: 'canonical', href: '/x' } },
    ])
  })

  it('adds nothing to a page without module preloads', () => {
    const tags: RouterManagedTag[] = [
      { tag: 'title', children: 'x' },
      { tag: 'link', attrs: { rel: 'stylesheet', href: '/app.css' } },
    ]
    expect(withDeferredModulePreloads(tags)).toEqual(tags)
  })

  it('names the <meta> the browser entry looks for', () => {
    expect(DEFERRED_MODULES_META_NAME).toBe(DEFERRED_MODULES_META)
  })
})
