import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 3000), strictPort: true },
  preview: { host: '127.0.0.1' },
  plugins: [
    cloudflare({ viteEnvironment: { name: 'ssr' } }),
    tanstackStart({ srcDirectory: 'app' }),
    react(),
  ],
})
