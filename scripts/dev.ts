import { runCronEveryMinute } from './lib/local-cron'
import { runUntilStopped, startLocalData } from './local-stack'

/** `npm run dev`: seeded local database + Vite dev server (SSR inside workerd) on PORT (default 3000), its Cron ticking. */
const server = await startLocalData()
const port = process.env.PORT ?? '3000'
const stopCron = runCronEveryMinute(`http://127.0.0.1:${port}`)
runUntilStopped('npx', ['vite', 'dev', '--port', port, '--strictPort'], async () => {
  stopCron()
  await server.close()
})
