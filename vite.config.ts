import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

export default defineConfig(({ command }) => ({
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 3000), strictPort: true },
  preview: { host: '127.0.0.1' },
  plugins: [
    cloudflare({
      viteEnvironment: { name: 'ssr' },
      // `vite dev` renders every page afresh, so an edited component shows on the next reload (the build keeps the
      // page cache), and talks to the local database on LOCAL_DB_PORT when one is set (scripts/local-stack.ts).
      config:
        command === 'serve'
          ? (config) => ({
              vars: {
                ...config.vars,
                PAGE_CACHE_SECONDS: '0',
                ...(process.env.LOCAL_DB_PORT ? { TURSO_DATABASE_URL: `http://127.0.0.1:${process.env.LOCAL_DB_PORT}` } : {}),
              },
            })
          : undefined,
    }),
    tanstackStart({ srcDirectory: 'app' }),
    react(),
    localeTextChunks(),
  ],
}))

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
