import { runUntilStopped, startLocalData } from './local-stack'

/** `npm run dev`: seeded local database + Vite dev server (SSR inside workerd) on PORT (default 3000). */
const server = await startLocalData()
const port = process.env.PORT ?? '3000'
runUntilStopped('npx', ['vite', 'dev', '--port', port, '--strictPort'], () => server.close())
