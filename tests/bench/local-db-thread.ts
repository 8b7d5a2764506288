/**
 * The local libSQL server (db/local/server.ts) on a thread of its own, as it runs in its own process
 * beside the Worker: the benchmark's callers then do not share its event loop.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { startLocalDbServer } from '../../db/local/server'

const { file, port } = workerData as { file: string; port: number }
const server = await startLocalDbServer({ file, port })
parentPort!.on('message', (message) => {
  if (message === 'close') void server.close().then(() => process.exit(0))
})
parentPort!.postMessage(server.url)
