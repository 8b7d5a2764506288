/**
 * Where the browser tests' server (playwright.config.ts `webServer`) listens and keeps its data: a
 * database and local KV and R2 of its port, removed and seeded afresh on every run (scripts/start.ts
 * `--fresh`), so the dev store never holds test data and every run starts from the seed alone.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const SERVED_DB_FILE = `.data/e2e-${E2E_PORT}.db`
export const SERVED_STATE_DIR = `.wrangler/e2e-${E2E_PORT}`
