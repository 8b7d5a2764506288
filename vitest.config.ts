import { configDefaults, defineConfig } from 'vitest/config'

const UNIT_FILES = ['app/**/*.test.{ts,tsx}', 'worker/**/*.test.ts', 'scripts/**/*.test.ts', 'cms/**/*.test.ts']
/** Unit files that need a browser's DOM (jsdom). */
const DOM_FILES = 'app/**/*.dom.test.{ts,tsx}'

/** Node-side suites. The workerd suite has its own config (tests/worker/vitest.config.ts). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, DOM_FILES],
          // As the API suites below: file after file in two processes, each file's modules afresh.
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/file-boundary.ts'],
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'unit-dom',
          include: [DOM_FILES],
          environment: 'jsdom',
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/dom-frames-settle.ts'],
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/db/**/*.test.ts', 'tests/content/**/*.test.ts'],
          globalSetup: ['tests/support/global-db.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/file-boundary.ts'],
          // Files share a worker process: packages (wrangler above all) are imported once, not once per
          // file. tests/support/file-boundary.ts gives each file the project's modules afresh and undoes
          // its global changes (docs/decisions/api-suites-share-a-worker-process.md).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One workerd (KV, R2) per file is plenty on two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
})
