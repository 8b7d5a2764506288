import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { E2E_PORT, SERVED_DB_FILE, SERVED_STATE_DIR } from './tests/e2e/served-store'

const PORT = E2E_PORT
const STORE_WIDE = /wholesale-rules\.spec\.ts/

// Debian's Chromium through scripts/chromium.sh, which joins the feature switches and leaves out the
// address bar's WebUI suggestions (CHROMIUM_PATH names another Chromium for it to start).
const CHROMIUM = fileURLToPath(new URL('./scripts/chromium.sh', import.meta.url))

/** Debian's Chromium, offline flags, against the production build served by `wrangler dev`. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two files at a time: much of a browser test is waiting (throttled phones, the server's answers), so a
  // second browser uses what the first leaves idle on a two-core machine. Each test is a visitor of its
  // own (fixtures.ts) and creates or picks the data it changes, so files do not depend on their order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A minute a test: a slow two-core CI host took more than 30 s for a checkout and the staff's walk after it
  // (what a test waits for is unchanged, only how long it may take; nothing here asserts a timing).
  timeout: 60_000,
  // A loaded machine answers later, not differently: patience for what a shopper would see, no timing asserted.
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'laptop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 } },
      testIgnore: STORE_WIDE,
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, testMatch: /layout\.spec\.ts/ },
    // Tests that change a rule every buyer of a kind is held to (the partners' minimum order) run once the
    // others are done: a partner's order in another file would otherwise meet the minimum mid-test.
    // Naming such a file runs the other projects first; `--no-deps` runs it alone.
    {
      name: 'store-wide',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 } },
      testMatch: STORE_WIDE,
      dependencies: ['laptop', 'phone'],
    },
  ],
  // The seed alone on every run (tests/e2e/served-store.ts): tests add products, orders and accounts,
  // which the dev store (.data/store.db) never sees, and no run finds what an earlier one left.
  webServer: {
    command: `tsx scripts/start.ts --fresh`,
    env: {
      PORT: String(PORT),
      LOCAL_DB_PORT: String(PORT + 1),
      LOCAL_DB_FILE: SERVED_DB_FILE,
      LOCAL_STATE_DIR: SERVED_STATE_DIR,
    },
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
