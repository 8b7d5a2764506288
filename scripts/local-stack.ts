import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { DEFAULT_DB_FILE, migrateFile } from '../db/local/migrate'
import { startLocalDbServer } from '../db/local/server'
import { seed } from '../db/seed'

/** Offline defaults for every tool we spawn: no telemetry, no look-ups of Cloudflare's edge. */
export const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  SANITY_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
}

/** wrangler.toml's TURSO_DATABASE_URL points at 8089; `npm start` passes another port on to wrangler. */
export const LOCAL_DB_PORT = Number(process.env.LOCAL_DB_PORT ?? 8089)

/**
 * Where miniflare keeps local KV and R2. A second catalogue (the benchmark's) gets its own, so its
 * cached answers never mix with the dev store's.
 */
export const LOCAL_STATE_DIR = process.env.LOCAL_STATE_DIR ?? '.wrangler/state'

/** The local database file: the dev store's unless LOCAL_DB_FILE names another (the bench's, the browser tests'). */
export const LOCAL_DB_FILE = process.env.LOCAL_DB_FILE ?? DEFAULT_DB_FILE

/**
 * Removes a local database file (with its WAL and shared-memory files) and a local KV/R2 folder, so
 * that the next startLocalData seeds them afresh.
 */
export function removeLocalData(file: string, stateDir: string) {
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) rmSync(path, { force: true })
  rmSync(stateDir, { recursive: true, force: true })
}

/** Creates, migrates and seeds the local database (idempotent), then serves it over libSQL's HTTP protocol. */
export async function startLocalData(file = LOCAL_DB_FILE) {
  await migrateFile(file)
  await seed({
    file,
    products: Number(process.env.SEED_PRODUCTS ?? 1500),
    images: true,
    // `wrangler dev --persist-to X` keeps its data in X/v3; getPlatformProxy (the seed) takes the full path.
    persistTo: `${LOCAL_STATE_DIR}/v3`,
    log: (s) => console.log(`[seed] ${s}`),
  })
  const server = await startLocalDbServer({ file, port: LOCAL_DB_PORT, host: '127.0.0.1' }).catch((error: unknown) => {
    if ((error as { code?: string }).code !== 'EADDRINUSE') throw error
    // Another store (or anything else) already holds the port: say how to move it, not a stack trace.
    console.error(
      `[db] port ${LOCAL_DB_PORT} on 127.0.0.1 is in use; choose another with LOCAL_DB_PORT, e.g. LOCAL_DB_PORT=${LOCAL_DB_PORT + 2} npm run dev`,
    )
    process.exit(1)
  })
  console.log(`[db] libSQL server for ${file} at ${server.url}`)
  return server
}

/** Runs a child process to completion, with the offline env; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...OFFLINE_ENV, ...env } })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

/** Starts a long-running child and stops it (and the db server) when this process is told to stop. */
export function runUntilStopped(command: string, args: string[], onStop: () => Promise<void>) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...OFFLINE_ENV } })
  const stop = async () => {
    child.kill('SIGTERM')
    await onStop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  child.on('exit', async (code) => {
    await onStop()
    process.exit(code ?? 0)
  })
}
