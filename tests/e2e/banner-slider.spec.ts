import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'

test.use({ viewport: { width: 1366, height: 800 } })

/** Which slide the track shows: the translateX of its inline style, in slides. */
const shown = async (slider: Locator) =>
  Number(/translateX\(-?(\d+)%\)/.exec((await slider.locator('.hero__track').getAttribute('style')) ?? '')?.[1] ?? 0) /
  100

test('the banners move by themselves only while nobody reads them: focus and hover hold them, the pause button stops them', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/')
  const slider = page.getByTestId('banner-slider')
  const pause = slider.getByTestId('slider-pause')
  await expect(pause).toHaveAccessibleName('Зупинити показ банерів')
  await page.mouse.move(5, 790)

  await page.clock.runFor(6_500)
  await expect.poll(() => shown(slider)).toBe(1)

  // The keyboard's focus on the shown slide's link holds it in view.
  const link = slider.locator('.hero__slide').nth(1).locator('a')
  await link.focus()
  await page.clock.runFor(20_000)
  expect(await shown(slider)).toBe(1)
  await expect(link).toBeInViewport()

  // The pause button stops them for good, focus or not.
  await pause.focus()
  await page.keyboard.press('Enter')
  await expect(pause).toHaveAccessibleName('Продовжити показ банерів')
  await page.locator('body').focus()
  await page.mouse.move(5, 790)
  await page.clock.runFor(20_000)
  expect(await shown(slider)).toBe(1)
})

test('with a reduced-motion preference the banners stay still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.install()
  await page.goto('/')
  const slider = page.getByTestId('banner-slider')
  await expect(slider.getByTestId('slider-pause')).toHaveAccessibleName('Продовжити показ банерів')
  await page.mouse.move(5, 790)
  await page.clock.runFor(20_000)
  expect(await shown(slider)).toBe(0)
})
