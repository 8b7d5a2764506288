import { LOCAL_DB_FILE, LOCAL_STATE_DIR, removeLocalData, run, runUntilStopped, startLocalData } from './local-stack'

/**
 * `npm start`: production build served by `wrangler dev` on PORT (default 3000), with the seeded local
 * database. `--fresh` first removes that database and the local KV and R2 (LOCAL_DB_FILE,
 * LOCAL_STATE_DIR), so it serves the seed alone: the browser tests' server.
 */
if (!process.argv.includes('--no-build')) await run('npx', ['vite', 'build'])
if (process.argv.includes('--fresh')) removeLocalData(LOCAL_DB_FILE, LOCAL_STATE_DIR)
const server = await startLocalData()
const port = process.env.PORT ?? '3000'
// --persist-to: the same local KV and R2 as the seed and `vite dev` (not beside dist/server/wrangler.json).
const args = [
  'wrangler',
  'dev',
  '-c',
  'dist/server/wrangler.json',
  '--persist-to',
  LOCAL_STATE_DIR,
  '--ip',
  '127.0.0.1',
  '--port',
  port,
]
// SITE_URL is where this server answers: the card provider's callback and return URLs are built from it.
const siteUrl = process.env.SITE_URL ?? `http://127.0.0.1:${port}`
runUntilStopped(
  'npx',
  [
    ...args,
    '--show-interactive-dev-session=false',
    '--var',
    `TURSO_DATABASE_URL:${server.url}`,
    '--var',
    `SITE_URL:${siteUrl}`,
  ],
  () => server.close(),
)
