import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ command }) => ({
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 3000), strictPort: true },
  preview: { host: '127.0.0.1' },
  plugins: [
    cloudflare({
      viteEnvironment: { name: 'ssr' },
      // `vite dev` renders every page afresh, so an edited component shows on the next reload (the build keeps the page cache).
      config: command === 'serve' ? (config) => ({ vars: { ...config.vars, PAGE_CACHE_SECONDS: '0' } }) : undefined,
    }),
    tanstackStart({ srcDirectory: 'app' }),
    react(),
  ],
}))
