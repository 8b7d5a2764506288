import { sql } from './admin'
import { FILE_ID } from './file-id'

let serial = 0

/**
 * A Worker that dies after an outbox job's work and before marking it done: until `heal`, marking an
 * order's job of `kind` done fails in the database, so it stays running and its lease lapses, as after
 * a crash. Its work (an email, a receipt) is already out; the next run must not do it twice.
 */
export async function breakJobFinishing(kind: string, orderId: number) {
  const trigger = `job_finish_breaks_${FILE_ID}_${++serial}`
  await sql(
    `CREATE TRIGGER ${trigger} BEFORE UPDATE OF status ON outbox_jobs
      WHEN NEW.kind = '${kind.replaceAll("'", "''")}' AND NEW.order_id = ${Number(orderId)} AND NEW.status = 'done'
      BEGIN SELECT RAISE(ABORT, 'the Worker died before the job was marked done (injected)'); END`,
  )
  return { heal: () => sql(`DROP TRIGGER ${trigger}`) }
}
