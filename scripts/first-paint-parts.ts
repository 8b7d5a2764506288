import { chromium, type Page } from '@playwright/test'
import playwrightConfig from '../playwright.config'
import { recordTrace } from './lib/record-trace'

/**
 * What each part of a page costs the browser before its first paint:
 * `npx tsx scripts/first-paint-parts.ts <url> [<selector>…]` fetches the page's HTML once, leaves out
 * its scripts (so only the document's own style, layout and paint are measured, not hydration), and
 * loads it in headless Chromium on a 390 px phone viewport (PARTS_WIDTH) as it is and then with each
 * selector's elements hidden (`display: none`: Chromium neither lays out nor styles what is inside), in turn,
 * PARTS_RUNS times (7). Prints the median CPU time of style recalculation, layout and paint+pre-paint
 * at 1× per variant: the difference from "as is" is what that part costs. Without selectors, the
 * storefront's usual parts are tried. Pictures load from the same server. Prints; asserts nothing.
 */
const RUNS = Number(process.env.PARTS_RUNS ?? 7)
const WIDTH = Number(process.env.PARTS_WIDTH ?? 390)
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading']
const [url, ...given] = process.argv.slice(2)
if (!url) throw new Error('usage: npx tsx scripts/first-paint-parts.ts <url> [<selector>…]')
const selectors = given.length
  ? given
  : ['header.header', 'main', 'article', '.tiles', 'aside', 'footer', 'select', 'svg', 'img']

const html = (await (await fetch(url, { headers: { cookie: 'user-locale=ua' } })).text()).replace(
  /<script\b[^>]*>[\s\S]*?<\/script>/g,
  '',
)
/** The page with `selector` hidden; the rule goes last in the head, so it wins over the page's own. */
const hiding = (selector: string | null) =>
  selector === null ? html : html.replace('</head>', `<style>${selector}{display:none!important}</style></head>`)

/** Sums of the document's style, layout and paint CPU (ms) before its first contentful paint. */
async function firstPaintWork(page: Page, body: string): Promise<[number, number, number]> {
  const path = `/__first-paint-parts-${Math.random().toString(36).slice(2)}`
  await page.route(new URL(path, url).href, (route) => route.fulfill({ body, contentType: 'text/html; charset=utf-8' }))
  const cdp = await page.context().newCDPSession(page)
  const events = await recordTrace(cdp, CATEGORIES, async () => {
    await page.goto(new URL(path, url).href, { waitUntil: 'load' })
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))
  })
  // Up to the first contentful paint: pictures arriving later paint again, and that is not this measure.
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? Infinity
  const cpu = (...names: string[]) =>
    events
      .filter((e) => e.ph === 'X' && names.includes(e.name) && e.ts < firstPaint)
      .reduce((sum, e) => sum + ((e as { tdur?: number }).tdur ?? 0), 0) / 1000
  return [cpu('UpdateLayoutTree'), cpu('Layout'), cpu('Paint', 'PrePaint')]
}

const browser = await chromium.launch({
  executablePath: playwrightConfig.use?.launchOptions?.executablePath,
  args: playwrightConfig.use?.launchOptions?.args,
})
const variants: (string | null)[] = [null, ...selectors]
const samples = new Map<string | null, [number, number, number][]>()
for (let run = 0; run < RUNS; run++) {
  for (const selector of variants) {
    const context = await browser.newContext({ viewport: { width: WIDTH, height: 844 } })
    const work = await firstPaintWork(await context.newPage(), hiding(selector))
    samples.set(selector, [...(samples.get(selector) ?? []), work])
    await context.close()
  }
}
await browser.close()

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
console.log(`${url} at ${WIDTH} px, CPU ms at 1×, median of ${RUNS}:`)
console.table(
  variants.map((selector) => {
    const runs = samples.get(selector)!
    const [style, layout, paint] = [0, 1, 2].map((i) => median(runs.map((r) => r[i]!)))
    return {
      variant: selector === null ? 'as is' : `without ${selector}`,
      style: style!.toFixed(1),
      layout: layout!.toFixed(1),
      'paint and pre-paint': paint!.toFixed(1),
    }
  }),
)
