import type { CDPSession } from '@playwright/test'
import type { TraceEvent } from './main-thread-tasks'

/** A performance trace of the given categories (CDP Tracing) over whatever `load` does in the page. */
export async function recordTrace(
  cdp: CDPSession,
  categories: string[],
  load: () => Promise<void>,
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: categories, recordMode: 'recordAsMuchAsPossible' },
    transferMode: 'ReportEvents',
  })
  await load()
  await cdp.send('Tracing.end')
  await done
  return events
}
