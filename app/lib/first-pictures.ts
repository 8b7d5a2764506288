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
  const pending = [...document.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])')].filter(
    (img) => !img.complete && inView(img),
  )
  if (pending.length > 0) {
    const loaded = pending.map(
      (img) =>
        new Promise<void>((resolve) => ['load', 'error'].forEach((e) => img.addEventListener(e, () => resolve()))),
    )
    await Promise.race([Promise.all(loaded), new Promise<void>((resolve) => setTimeout(resolve, PICTURES_WAIT_MS))])
  }
  // A frame, then a task after its paint.
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

function inView(element: Element): boolean {
  const box = element.getBoundingClientRect()
  return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth
}
