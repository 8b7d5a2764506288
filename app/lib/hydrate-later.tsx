import { type ReactNode, Suspense, useState } from 'react'

/**
 * Hydration in slices. Hydrating a listing in one go is one long task on a phone (a few hundred
 * milliseconds at a phone's speed), during which no tap is answered. A part wrapped in
 * `HydrateLater` keeps its server-rendered markup through the page's first hydration and is
 * hydrated afterwards, one part per task, in the page's order, so the browser can paint and answer
 * between them. Preact, which runs in the browser, keeps the server's DOM of a part that suspends
 * while hydrating and resumes into it; the server (React) and client-side navigation render the
 * children straight away.
 *
 * The page counts as interactive (early input replayed) only once every part has hydrated:
 * `whenFullyHydrated`. A wrapped part must render exactly one element, the node Preact keeps; parts
 * may nest (the inner ones wait for a slice of their own once the outer one has hydrated).
 */

interface Gate {
  pending: Promise<void> | null
}

/** True while the first hydration, or a slice resuming it, renders: parts met then wait their turn. */
let hydrating = false
const waiting: (() => void)[] = []
/** Where the next part met goes in the queue: a slice's own parts go first, so the page hydrates in its order. */
let insertAt = 0
let draining = false
let settled: Promise<void> = Promise.resolve()
let settle: (() => void) | null = null

const nextTask: (run: () => void) => void =
  typeof MessageChannel === 'function'
    ? (run) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => run()
        channel.port2.postMessage(null)
      }
    : (run) => setTimeout(run, 0)

/**
 * Runs the browser's first hydration in a task of its own (the router's restoration before it is
 * one already); parts rendered meanwhile wait for their turn.
 */
export async function hydrateInSlices(hydrate: () => void): Promise<void> {
  await nextTaskTurn()
  hydrating = true
  try {
    hydrate()
  } finally {
    hydrating = false
  }
  drain()
}

/** Resolves in a task of its own: what follows runs after the browser has had a chance to answer input. */
export function nextTaskTurn(): Promise<void> {
  return new Promise((resolve) => nextTask(resolve))
}

/** Resolves when the first hydration and every part it left for later have hydrated. */
export function whenFullyHydrated(): Promise<void> {
  return settled
}

function drain() {
  if (draining) return
  draining = true
  const step = () => {
    hydrating = false
    const resume = waiting.shift()
    if (!resume) {
      draining = false
      settle?.()
      settle = null
      return
    }
    // The part re-renders in this task's microtasks, still hydrating: parts inside it are queued in
    // turn. The next one waits for a task of its own.
    hydrating = true
    insertAt = 0
    resume()
    nextTask(step)
  }
  nextTask(step)
}

function laterGate(): Gate {
  if (!settle) settled = new Promise((resolve) => (settle = resolve))
  const gate: Gate = { pending: null }
  gate.pending = new Promise((resolve) =>
    waiting.splice(insertAt++, 0, () => {
      gate.pending = null
      resolve()
    }),
  )
  return gate
}

function GateKeeper({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (gate.pending) throw gate.pending
  return children
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const [gate] = useState(() => (hydrating ? laterGate() : null))
  if (!gate) return children
  return (
    <Suspense fallback={null}>
      <GateKeeper gate={gate}>{children}</GateKeeper>
    </Suspense>
  )
}
