import { afterFirstPictures } from './lib/first-pictures'

/**
 * The browser entry: the page and its first pictures are painted before the app's scripts run.
 * This module is small; the app (app/client-main.tsx, downloaded alongside: its chunk is preloaded by
 * the page) is evaluated only then, so neither its evaluation nor its hydration delays the largest
 * paint. Taps meanwhile are held by the early-input capture.
 */
void afterFirstPictures().then(() => import('./client-main'))
