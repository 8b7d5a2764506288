/**
 * The local libSQL server in a process of its own (as beside the Worker); prints its URL, stops on SIGTERM.
 * `--stats` counts what statements cost (GET /stats), for the traffic simulation.
 *
 * It also stops when its parent is gone (its stdin, a pipe from the parent, ends): a parent that died
 * before its cleanup once left a server holding the database file with a transaction open, and the
 * next run's writes all timed out behind it.
 */
import { startLocalDbServer } from '../../db/local/server'

const server = await startLocalDbServer({
  file: process.argv[2]!,
  port: Number(process.argv.find((a) => a.startsWith('--port='))?.slice(7) ?? 0),
  host: '127.0.0.1',
  stats: process.argv.includes('--stats'),
})
console.log(server.url)

function stop() {
  // Closing waits for the clients' kept-alive sockets; a stop must not wait on a client that is gone.
  setTimeout(() => process.exit(0), 2000).unref()
  void server.close().then(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.stdin.on('end', stop).on('error', stop).resume()
