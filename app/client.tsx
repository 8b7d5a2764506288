import { preloadDeferredModules } from './lib/preload-deferred-modules'
import { afterFirstPictures } from './lib/first-pictures'
import { openStorages } from './lib/open-storages'

/**
 * The browser entry: the page and its first pictures are painted before the app's scripts are
 * downloaded and run. This module is small; the app (app/client-main.tsx), the page's route chunks
 * and texts are fetched together only then, so neither their bytes nor their evaluation and
 * hydration delay the largest paint. Taps meanwhile are held by the early-input capture. While
 * they download, the page's storages are opened in tasks of their own (app/lib/open-storages.ts).
 */
void afterFirstPictures().then(async () => {
  preloadDeferredModules()
  await openStorages()
  return import('./client-main')
})
