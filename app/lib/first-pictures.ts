/** Longest wait for the first pictures before the scripts take the main thread (a phone on a slow network). */
const PICTURES_WAIT_MS = 2500

/**
 * Resolves once the browser has painted the page's first pictures (the eager ones in view: the
 * largest paint of most pages), or after `PICTURES_WAIT_MS`. The whole HTML usually arrives at once,
 * and module scripts run as soon as it is parsed: the router's restoration and hydration would
 * otherwise take the main thread between the first paint and the picture's. Taps meanwhile are
 * held by the early-input capture.
 */
export async function afterFirstPictures(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])')].filter(inView)
  if (pictures.length > 0) {
    // Loaded is not yet painted: a picture that arrived before this script still has its paint ahead.
    const painted = largestPaintOf(pictures)
    const loaded = pictures
      .filter((img) => !img.complete)
      .map(
        (img) =>
          new Promise<void>((resolve) => ['load', 'error'].forEach((e) => img.addEventListener(e, () => resolve()))),
      )
    await Promise.race([Promise.all(loaded), new Promise<void>((resolve) => setTimeout(resolve, PICTURES_WAIT_MS))])
    await painted.afterLoad()
  }
  // A frame, then a task after its paint.
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

/** How long a loaded picture may take to be painted (decoding, the next frame) before the app goes on. */
const PAINT_WAIT_MS = 300

/**
 * Where the browser reports its largest paints (Chromium), the paint of one of these pictures: a
 * picture is painted a frame or more after it has loaded, once decoded. When none of them is the
 * largest, at most `PAINT_WAIT_MS` after they have loaded; in other browsers at once.
 */
function largestPaintOf(pictures: HTMLImageElement[]): { afterLoad: () => Promise<void> } {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  )
    return { afterLoad: () => Promise.resolve() }
  let seen = false
  let notify = () => {}
  const observer = new PerformanceObserver((list) => {
    const ofPictures = list
      .getEntries()
      .some((entry) => pictures.includes((entry as LargestContentfulPaint).element as HTMLImageElement))
    if (!ofPictures) return
    seen = true
    notify()
  })
  observer.observe({ type: 'largest-contentful-paint', buffered: true })
  return {
    afterLoad: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect()
          resolve()
        }
        if (seen) return done()
        notify = done
        setTimeout(done, PAINT_WAIT_MS)
      }),
  }
}

function inView(element: Element): boolean {
  const box = element.getBoundingClientRect()
  return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth
}
