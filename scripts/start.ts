import { run, runUntilStopped, startLocalData } from './local-stack'

/** `npm start`: production build served by `wrangler dev` on PORT (default 3000), with the seeded local database. */
if (!process.argv.includes('--no-build')) await run('npx', ['vite', 'build'])
const server = await startLocalData()
const port = process.env.PORT ?? '3000'
runUntilStopped('npx', ['wrangler', 'dev', '-c', 'dist/server/wrangler.json', '--ip', '127.0.0.1', '--port', port, '--show-interactive-dev-session=false'], () =>
  server.close(),
)
