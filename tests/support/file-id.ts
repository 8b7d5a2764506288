/**
 * A number no other test file running now has, for rows that must not clash with another file's
 * (phones, emails, codes). The API suites run with `isolate: false`: files share a worker process,
 * hence its pid, and their modules are evaluated afresh for each file, so the pid alone and module
 * counters repeat. The count of files this process has begun lives on globalThis, which they share.
 * Below 1,000,000: the pid's last digits beside up to 200 files a process.
 */
const FILES_BEGUN = Symbol.for('store-tests.files-begun')
const shared = globalThis as unknown as Record<symbol, number | undefined>
shared[FILES_BEGUN] = (shared[FILES_BEGUN] ?? 0) + 1

export const FILE_ID = (process.pid % 5_000) * 200 + (shared[FILES_BEGUN] % 200)
