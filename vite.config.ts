import { fileURLToPath } from 'node:url'
import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type Rolldown } from 'vite'

/** Where `npm run build:production` writes; scripts/check-production-bundle.ts and scripts/deploy.ts read it. */
export const PRODUCTION_OUT_DIR = 'dist/production'
/**
 * Paths the asset router hands to the Worker without asking the asset worker whether a file exists there
 * (the build's `assets.run_worker_first`): the store's pages and its API are never files, static files
 * keep being answered before the Worker (docs/decisions/cached-page-bench-reads-the-front-line-apart.md).
 * Set here, not in wrangler.toml, whose [assets] would need a directory that exists before a build.
 */
const WORKER_FIRST = ['/', '/catalogue', '/catalogue/*', '/brands', '/brands/*', '/product/*', '/api/*']
/** Development-only modules, by their path in the repository: the production build leaves them out. */
export const DEV_ONLY_MODULES = ['worker/dev/index.ts', 'worker/adapters/content/local.ts'] as const

/**
 * The Worker's vars under `vite dev`: every page rendered afresh, the local
 * database on LOCAL_DB_PORT when one is set (scripts/local-stack.ts), and SITE_URL at the port the
 * server listens on unless SITE_URL is set, since payment callbacks, the sandbox's address and
 * emailed links are built from it.
 */
export function devServerVars<Vars extends object>(
  vars: Vars,
  env: Record<string, string | undefined>,
): Vars & Record<string, string> {
  return {
    ...vars,
    PAGE_CACHE_SECONDS: '0',
    SITE_URL: env.SITE_URL ?? `http://localhost:${devServerPort(env)}`,
    ...(env.LOCAL_DB_PORT ? { TURSO_DATABASE_URL: `http://127.0.0.1:${env.LOCAL_DB_PORT}` } : {}),
  } as Vars & Record<string, string>
}

export const devServerPort = (env: Record<string, string | undefined>) => Number(env.PORT ?? 3000)

const port = devServerPort(process.env)
/** `npm run build:production` (CLOUDFLARE_ENV=production): wrangler.toml's [env.production], without the dev-only modules. */
const productionBuild = process.env.CLOUDFLARE_ENV === 'production'

export default defineConfig(({ command }) => ({
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Vite's helper for dynamic imports, which the entry needs to import the app, in a chunk of its own.
            codeSplitting: { groups: [{ name: 'preload', test: /vite\/preload-helper/, priority: 1 }, appChunk()] },
          },
        },
      },
    },
  },
  // Names the build in the page cache's keys (worker/services/page-cache.ts).
  define: { __BUILD_ID__: JSON.stringify(`${Date.now().toString(36)}-${process.pid}`) },
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1' },
  // Apart from dist/, which `npm start` and the browser tests serve with the development pages in it.
  ...(productionBuild ? { build: { outDir: PRODUCTION_OUT_DIR } } : {}),
  plugins: [
    cloudflare({
      viteEnvironment: { name: 'ssr' },
      config: (config) => ({
        assets: { ...config.assets, run_worker_first: WORKER_FIRST },
        // `vite dev` renders every page afresh (the build keeps the page cache), on the local database and at its own port.
        ...(command === 'serve' && { vars: devServerVars(config.vars ?? {}, process.env) }),
      }),
    }),
    tanstackStart({ srcDirectory: 'app' }),
    react(),
    localeTextChunks(),
    entryImportsNoApp(),
    compileOnLoad(),
    preactInTheBrowser(),
    smallI18nInTheBrowser(),
    serverUseTranslation(),
    productionBuild && leaveOutDevModules(),
  ],
}))

/** The browser app, which the small entry (app/client.tsx) imports once the page's first pictures are painted. */
const BROWSER_APP = fileURLToPath(new URL('./app/client-main.tsx', import.meta.url))

/**
 * Every module the browser app needs before it starts (the framework, the route definitions, shared
 * code) in one chunk, apart from the small entry: the route definitions alone were some 40 scripts of
 * under a kilobyte, each compressed apart. The app is what app/client-main.tsx imports, directly or
 * not; what it imports dynamically (route components, texts) stays in chunks of its own.
 */
function appChunk(): Rolldown.CodeSplittingGroup {
  let app: Set<string> | null = null
  return {
    name: (id, context) => {
      if (!app) {
        app = new Set()
        const pending = [BROWSER_APP]
        for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
          if (app.has(next)) continue
          app.add(next)
          pending.push(...(context.getModuleInfo(next)?.importedIds ?? []))
        }
      }
      return app.has(id) ? 'app' : null
    },
  }
}

/** The small browser entry, which imports the app only once the first pictures are painted. */
const BROWSER_ENTRY = fileURLToPath(new URL('./app/client.tsx', import.meta.url))

/**
 * A client build whose entry imports the app's chunk statically fails: a module both import (the
 * entry's own helpers are meant for it alone) goes into the app's chunk, and the browser then fetches
 * and runs the whole app with the entry, before the first pictures, which the entry exists to avoid.
 */
function entryImportsNoApp(): Plugin {
  return {
    name: 'beauty:entry-imports-no-app',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk')
      const entry = chunks.find((chunk) => chunk.facadeModuleId === BROWSER_ENTRY)
      const app = chunks.find((chunk) => chunk.facadeModuleId === BROWSER_APP || chunk.name === 'app')
      if (entry && app && entry.imports.includes(app.fileName))
        this.error(
          `the browser entry imports the app chunk statically (${entry.fileName} → ${app.fileName}): give the entry's modules their own files`,
        )
    },
  }
}

/** V8's explicit compile hint for a whole file (Chrome 136 and later; to other engines a comment). */
const COMPILE_ON_LOAD = '//# allFunctionsCalledOnLoad\n'
/**
 * Smaller chunks (most route chunks are 0.2–3 KB) cost little to compile as they run; the hint on each
 * would add up in a page's bytes.
 */
const MIN_HINTED_CHUNK_BYTES = 4096

/**
 * Every browser chunk of 4 KB or more has its functions compiled with the script, on V8's streaming
 * thread, instead of on the main thread when each is first called: a phone's first evaluation and
 * hydration were mostly that compilation
 * (docs/decisions/browser-scripts-compile-off-the-main-thread.md). The comment must be the file's
 * first line.
 */
function compileOnLoad(): Plugin {
  return {
    name: 'beauty:compile-on-load',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After every other plugin's: Vite's own puts the dynamic imports' dependency map first.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.code.length >= MIN_HINTED_CHUNK_BYTES)
            chunk.code = COMPILE_ON_LOAD + chunk.code
        }
      },
    },
  }
}

/**
 * The production Worker carries none of the development modules (the outbox and payment sandbox,
 * the local content dataset and its GROQ engine): each import of one resolves to a module that
 * throws when loaded. The configuration never loads them outside development and test (worker/env.ts),
 * so this only takes their weight, and their doors, out of the bundle.
 */
function leaveOutDevModules(): Plugin {
  const prefix = '\0beauty:left-out:'
  return {
    name: 'beauty:leave-out-dev-modules',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name !== 'client',
    async resolveId(source, importer) {
      if (source.startsWith(prefix)) return source
      // Only the imports that can name one (`./dev`, `./local`) are resolved a second time.
      if (!/\b(dev|local)\b/.test(source)) return undefined
      const resolved = await this.resolve(source, importer, { skipSelf: true })
      const file = resolved?.id.split('?')[0]?.replaceAll('\\', '/')
      const match = file && DEV_ONLY_MODULES.find((module) => file.endsWith(`/${module}`))
      return match ? prefix + match : undefined
    },
    load(id) {
      if (!id.startsWith(prefix)) return undefined
      const module = id.slice(prefix.length)
      return `throw new Error(${JSON.stringify(`${module} is left out of the production build`)})`
    },
  }
}

/**
 * Each language's texts are chunks of their own (app/i18n/texts.ts). The client build records the
 * chunks' file names; the server reads them from `virtual:locale-text-chunks` to preload the page's
 * language in its HTML. Empty under `vite dev`: the browser then just imports the source file.
 */
function localeTextChunks(): Plugin {
  const id = 'virtual:locale-text-chunks'
  const chunks: Record<string, Record<string, string>> = {}
  return {
    name: 'beauty:locale-text-chunks',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(chunks)}` : undefined),
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      for (const chunk of Object.values(bundle)) {
        // app/i18n/ua.ts → ua.main; app/i18n/admin.ua.ts → ua.admin
        const found = chunk.type === 'chunk' && chunk.facadeModuleId?.match(/\/app\/i18n\/(?:(\w+)\.)?(ua|en)\.ts$/)
        if (found) (chunks[found[2]!] ??= {})[found[1] ?? 'main'] = this.environment.config.base + chunk.fileName
      }
    },
  }
}

/**
 * The browser build resolves its texts with small stand-ins for i18next and react-i18next
 * (app/i18n/browser): i18next's initialisation and lookups were the largest single item of a page's
 * hydration on a phone. The server and `vite dev` keep i18next itself; tests/unit compares the two.
 */
function smallI18nInTheBrowser(): Plugin {
  const targets: Record<string, string> = {
    i18next: fileURLToPath(new URL('./app/i18n/browser/i18next.ts', import.meta.url)),
    'react-i18next': fileURLToPath(new URL('./app/i18n/browser/react-i18next.tsx', import.meta.url)),
  }
  return {
    name: 'beauty:small-i18n-in-the-browser',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source) => targets[source],
  }
}

/** The server's react-i18next, with its own `useTranslation` (app/i18n/server/react-i18next.ts). */
const SERVER_REACT_I18NEXT = fileURLToPath(new URL('./app/i18n/server/react-i18next.ts', import.meta.url))

/**
 * The server build's imports of react-i18next resolve to app/i18n/server/react-i18next.ts, whose own
 * import of it is the package: its `useTranslation` makes a page's fixed `t` once per instance, not per
 * call. `vite dev` and the tests keep the package as it is.
 */
function serverUseTranslation(): Plugin {
  return {
    name: 'beauty:server-use-translation',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name !== 'client',
    resolveId: (source, importer) =>
      source === 'react-i18next' && importer !== SERVER_REACT_I18NEXT ? SERVER_REACT_I18NEXT : undefined,
  }
}

/**
 * The browser runs Preact's React-compatible runtime instead of react-dom (about 55 KB gzip less
 * JavaScript on every page); the server keeps rendering with React (app/client.tsx has the rest).
 * Only the client's modules are redirected, in the build and in `vite dev`'s pre-bundled
 * dependencies alike, and a client build that still reaches React itself fails.
 */
function preactInTheBrowser(): Plugin {
  const targets: Record<string, string> = {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
    'react/compiler-runtime': 'preact/compat/compiler-runtime',
  }
  const name = 'beauty:preact-in-the-browser'
  // The same redirect for the build (a Vite plugin) and for `vite dev`'s dependency pre-bundling (a Rolldown plugin).
  const devDependencies: Rolldown.Plugin = {
    name,
    resolveId(source, importer) {
      return targets[source] ? this.resolve(targets[source], importer, { skipSelf: true }) : undefined
    },
  }
  return {
    name,
    enforce: 'pre',
    resolveId(source, importer) {
      return targets[source] ? this.resolve(targets[source], importer, { skipSelf: true }) : undefined
    },
    applyToEnvironment: (environment) => environment.name === 'client',
    config: () => ({ environments: { client: { optimizeDeps: { rolldownOptions: { plugins: [devDependencies] } } } } }),
    // React's fast refresh cannot update Preact's components: under `vite dev` an edit the page uses reloads it.
    hotUpdate({ modules }) {
      if (modules.length === 0) return
      this.environment.hot.send({ type: 'full-reload' })
      return []
    },
    load(id) {
      if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id))
        this.error(`${id} reached the browser bundle: map its import to Preact in preactInTheBrowser()`)
    },
  }
}
