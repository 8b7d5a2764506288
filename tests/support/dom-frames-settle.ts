import { afterAll } from 'vitest'

/**
 * Preact runs a render's after-paint effects on the next animation frame, with a 35 ms timer as a
 * fallback that cancels the frame. A file ending within that frame left the timer behind, and it fired
 * after jsdom's globals were gone ("cancelAnimationFrame is not defined", blamed on a later file).
 * jsdom runs frames in the order they were asked for, so once a frame asked for now has run, every
 * earlier one has, their timers are cleared, and the effects they queued run on the next task.
 */
afterAll(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
