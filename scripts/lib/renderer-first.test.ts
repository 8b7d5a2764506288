import { type ChildProcess, spawn } from 'node:child_process'
import { getPriority } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, expect, it } from 'vitest'
import { keepRenderersFirst } from './renderer-first'

const started: ChildProcess[] = []
// Tests' own marker, so that a browser running beside them keeps its priority.
const RENDERER = `--type=renderer-of-test-${process.pid}`
const OTHER = `--type=gpu-process-of-test-${process.pid}`

/** A shell that sleeps, with `tag` on its command line as Chromium puts `--type=…` on its processes'. */
function sleeper(tag: string) {
  const child = spawn('sh', ['-c', 'sleep 30; :', tag], { stdio: 'ignore' })
  started.push(child)
  return child.pid!
}
afterEach(() => {
  for (const child of started.splice(0)) child.kill()
})

// A niceness above the test's own, which needs no privilege to set (Lighthouse's runs use -20).
const NICE = Math.min(19, getPriority() + 5)

it("sets a renderer's priority, started before or while it runs, and leaves other processes alone", async () => {
  const before = sleeper(RENDERER)
  const other = sleeper(OTHER)
  const stop = keepRenderersFirst(NICE, 10, RENDERER)
  try {
    const later = sleeper(RENDERER)
    await expect.poll(() => [getPriority(before), getPriority(later)], { timeout: 5000 }).toEqual([NICE, NICE])
    expect(getPriority(other)).toBe(getPriority())
  } finally {
    stop()
  }
})

it('stops when told to', async () => {
  const stop = keepRenderersFirst(NICE, 10, RENDERER)
  stop()
  const renderer = sleeper(RENDERER)
  await sleep(100)
  expect(getPriority(renderer)).toBe(getPriority())
})
