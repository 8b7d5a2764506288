import { once } from 'node:events'
import { Worker } from 'node:worker_threads'
const t0 = Date.now()
const server = new Worker(new URL('./tests/bench/local-db-thread.ts', import.meta.url), { workerData: { file: '.data/bench.db', port: 0 } })
server.on('exit', (code) => console.error('exited', code, Date.now() - t0))
const [url] = await once(server, 'message')
console.log(url, Date.now() - t0)
for (let i = 0; i < 12; i++) { await new Promise(r => setTimeout(r, 1000)); try { console.log(i, (await fetch(url + '/health')).status) } catch (e) { console.log(i, String(e)) } }
server.terminate()
