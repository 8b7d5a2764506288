import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
  {
    // Layering (docs: architecture.md): domain imports nothing but zod.
    files: ['app/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', 'react', 'react-dom', 'hono', 'drizzle-orm', 'drizzle-orm/*', '@tanstack/*'],
              message: 'app/domain imports zod only',
            },
          ],
        },
      ],
    },
  },
  {
    // A folder inside app/domain (feeds/) may use the rules beside it, and still nothing outside.
    files: ['app/domain/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*', 'react', 'react-dom', 'hono', 'drizzle-orm', 'drizzle-orm/*', '@tanstack/*'],
              message: 'app/domain imports zod only',
            },
          ],
        },
      ],
    },
  },
  {
    // Only db/ talks to Drizzle and the tables: services call named query functions from db/queries.
    files: ['**/*.{ts,tsx}'],
    ignores: ['db/**', 'drizzle.config.ts', 'tests/db/**', 'tests/bench/**', 'app/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Only db/ imports drizzle-orm: add a named query function in db/queries.',
            },
            {
              group: ['**/db/schema', '**/db/schema/*'],
              message: 'Only db/ reads the tables: add a named query function in db/queries.',
            },
          ],
        },
      ],
    },
  },
  {
    // The seed and the content tooling build on the domain, never on the Worker.
    files: ['db/seed/**/*.ts', 'db/queries/**/*.ts', 'cms/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/worker', '**/worker/*'],
              message: 'db/queries, db/seed and cms depend on app/domain, never on worker/',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use(...)`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
