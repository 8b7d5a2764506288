import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Only db/ talks to Drizzle and the tables: everything else calls named query functions from db/queries. */
const DB_ONLY = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    message: 'Only db/ imports drizzle-orm: add a named query function in db/queries.',
  },
  {
    group: ['**/db/schema', '**/db/schema/*'],
    message: 'Only db/ reads the tables: add a named query function in db/queries.',
  },
]
/** The browser's own modules: the Worker, the database and the server functions never import them. */
const UI = {
  regex: '(^|/)app/(components|lib|routes|server-fns|styles)/',
  message: "The UI modules are the browser's: move the shared rule to app/domain or app/contract.",
}

/**
 * Each layer and what it may not import (its relative paths, as written). Later entries win for a
 * file that two match, so the broad ones come first.
 */
const LAYERS = [
  { files: ['**/*.{ts,tsx}'], ignores: ['db/**', 'drizzle.config.ts', 'tests/db/**', 'tests/bench/**'], patterns: [] },
  { files: ['worker/**/*.ts'], ignores: ['worker/dev/**'], patterns: [UI] },
  {
    files: ['worker/adapters/**/*.ts'],
    patterns: [
      UI,
      {
        regex: '^(\\.\\./)+(services|api)(/|$)',
        message: 'An adapter speaks to the outside world only: it imports nothing of worker/services or worker/api.',
      },
    ],
  },
  {
    files: ['worker/services/**/*.ts'],
    patterns: [
      UI,
      { regex: '^(\\.\\./)+api(/|$)', message: 'Services are called by worker/api, never the other way round.' },
    ],
  },
  {
    files: ['worker/api/**/*.ts'],
    patterns: [
      UI,
      { regex: '(^|/)db/queries(/|$)', message: 'A route calls its service; only services call db/queries.' },
    ],
  },
  {
    files: ['app/server-fns/**/*.ts'],
    patterns: [
      {
        regex: '^\\.\\./(components|lib|routes|i18n|styles)/',
        message: 'A server function calls services, never UI modules.',
      },
      { regex: '(^|/)(db|worker/(api|adapters))/', message: 'A server function calls worker/services.' },
    ],
  },
  {
    files: ['app/contract/**/*.ts'],
    patterns: [{ regex: '^\\.\\./(?!domain/)', message: 'app/contract builds on app/domain only.' }],
  },
  {
    files: ['app/domain/**/*.ts'],
    patterns: [{ regex: '^(?!zod$|zod/|\\./)', message: 'app/domain imports zod only.' }],
  },
  {
    // A folder inside app/domain (feeds/) may use the rules beside it, and still nothing outside.
    files: ['app/domain/*/**/*.ts'],
    patterns: [{ regex: '^(?!zod$|zod/|\\./|\\.\\./(?!\\.\\.))', message: 'app/domain imports zod only.' }],
  },
  {
    files: ['db/**/*.ts'],
    ignores: ['db/seed/**', 'db/local/**'],
    patterns: [
      UI,
      { regex: '(^|/)(worker|cms)(/|$)', message: 'db/ builds on app/domain, never on worker/ or cms/.' },
      {
        regex: '(^|/)app/contract/',
        allowTypeImports: true,
        message: "db/ may name the contract's types only; rules live in app/domain.",
      },
    ],
  },
  {
    files: ['db/seed/**/*.ts', 'cms/**/*.{ts,tsx}'],
    patterns: [
      UI,
      { group: ['**/worker', '**/worker/*'], message: 'db/seed and cms depend on app/domain, never on worker/' },
    ],
  },
  {
    // The draft preview's door is a page of the Worker's own in the storefront's look: it inlines the
    // storefront's stylesheets (text, no code), and nothing else of the UI.
    files: ['worker/preview-door-page.ts'],
    patterns: [
      {
        regex: '(^|/)app/(components|lib|routes|server-fns)/|(^|/)app/styles/(?!.*\\.css\\?inline$)',
        message: UI.message,
      },
    ],
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.wrangler/**',
      'node_modules/**',
      'app/routeTree.gen.ts',
      'worker/worker-configuration.d.ts',
      'cms/sanity.types.ts',
      'cms/schema.json',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'cms/.sanity/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Layers the folders show (docs/architecture.md): each folder's imports, so a break fails the lint.
  ...LAYERS.map(({ files, ignores = [], patterns }) => ({
    files,
    ignores: [...ignores, '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...patterns, ...(files[0].startsWith('db/') ? [] : DB_ONLY)] }],
    },
  })),
  {
    // Playwright fixtures call `use(...)`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
