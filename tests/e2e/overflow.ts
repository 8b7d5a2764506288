import type { Page } from '@playwright/test'

/**
 * How many CSS pixels the page is wider than its layout viewport (0 when it fits). Measured against
 * the root's clientWidth, not window.innerWidth: a phone (a context with isMobile) zooms a page that
 * is too wide out until it fits, and innerWidth grows with it, so the two always read the same there;
 * on a laptop innerWidth also counts the scrollbar.
 */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
