/**
 * Serves the production build (dist/) on workerd (workerd.ts), with no dev proxy in front.
 * `npm run bench` measures this server; `npm start` (wrangler dev) adds a second workerd hop for live reload.
 * PORT (default 3200), LOCAL_DB_PORT, LOCAL_DB_FILE and LOCAL_STATE_DIR as for `npm start`.
 */
import path from 'node:path'
import { LOCAL_STATE_DIR, startLocalData } from '../../scripts/local-stack'
import { startWorkerd } from './workerd'

const port = Number(process.env.PORT ?? 3200)
const db = await startLocalData()
// The same KV and R2 files as `wrangler dev --persist-to LOCAL_STATE_DIR` (the seed writes there).
const miniflare = await startWorkerd({
  port,
  databaseUrl: db.url,
  persist: path.resolve(LOCAL_STATE_DIR, 'v3'),
  siteUrl: process.env.SITE_URL,
})
console.log(`[workerd] production build at http://127.0.0.1:${port}`)

const stop = async () => {
  await miniflare.dispose()
  await db.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
