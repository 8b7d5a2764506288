/**
 * The local libSQL server in a process of its own (as beside the Worker); prints its URL, stops on SIGTERM.
 * `--stats` counts what statements cost (GET /stats), for the traffic simulation.
 */
import { startLocalDbServer } from '../../db/local/server'

const server = await startLocalDbServer({
  file: process.argv[2]!,
  port: Number(process.argv.find((a) => a.startsWith('--port='))?.slice(7) ?? 0),
  host: '127.0.0.1',
  stats: process.argv.includes('--stats'),
})
console.log(server.url)
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)))
