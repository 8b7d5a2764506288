import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parse } from 'smol-toml'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runCronEveryMinute } from './local-cron'

let server: Server
let asked: string[]
let base: string
beforeEach(async () => {
  asked = []
  server = createServer((req, res) => {
    asked.push(req.url ?? '')
    res.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
})
afterEach(async () => {
  vi.useRealTimers()
  await new Promise((resolve) => server.close(resolve))
})

describe('the local Cron of npm run dev', () => {
  it('asks the runtime to run the scheduled handler once a minute, with wrangler.toml’s cron, until stopped', async () => {
    const stop = runCronEveryMinute(base, () => {})
    expect(asked).toEqual([])
    vi.advanceTimersByTime(60_000)
    const { triggers } = parse(readFileSync('wrangler.toml', 'utf8')) as { triggers: { crons: string[] } }
    await vi.waitFor(() =>
      expect(asked).toEqual(
        triggers.crons.map((cron) => `/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}`),
      ),
    )
    vi.advanceTimersByTime(60_000)
    await vi.waitFor(() => expect(asked).toHaveLength(2))
    stop()
    vi.advanceTimersByTime(180_000)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked).toHaveLength(2)
  })
})
