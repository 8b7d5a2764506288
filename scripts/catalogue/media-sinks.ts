import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { LOCAL_STATE_DIR, OFFLINE_ENV } from '../local-stack'
import type { MediaSink } from './images'

const CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** The local R2 bucket of `npm run dev` and `npm start` (wrangler's persisted state). */
export async function localMediaSink(): Promise<{ sink: MediaSink; close: () => Promise<void> }> {
  const { getPlatformProxy } = await import('wrangler')
  const proxy = await getPlatformProxy<{ MEDIA: R2Bucket }>({
    configPath: 'wrangler.toml',
    persist: { path: resolve(LOCAL_STATE_DIR, 'v3') },
  })
  return {
    sink: {
      put: async (key, body, contentType) =>
        void (await proxy.env.MEDIA.put(key, body, { httpMetadata: { contentType, cacheControl: CACHE_CONTROL } })),
    },
    close: () => proxy.dispose(),
  }
}

/**
 * The production bucket, through `wrangler r2 object put --remote` (your wrangler login or
 * CLOUDFLARE_API_TOKEN): one upload per picture size, so thousands of files take a while; pictures
 * by URL need none.
 */
export function remoteMediaSink(bucket: string): { sink: MediaSink; close: () => Promise<void> } {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-media-'))
  return {
    sink: {
      async put(key, body, contentType) {
        const file = join(dir, 'upload')
        writeFileSync(file, body)
        const args = [
          'wrangler',
          'r2',
          'object',
          'put',
          `${bucket}/${key}`,
          '--file',
          file,
          '--content-type',
          contentType,
          '--cache-control',
          CACHE_CONTROL,
          '--remote',
        ]
        const result = spawnSync('npx', args, { env: { ...process.env, ...OFFLINE_ENV }, encoding: 'utf8' })
        if (result.status !== 0) throw new Error(`Uploading ${key} failed:\n${result.stderr}`)
      },
    },
    close: async () => rmSync(dir, { recursive: true, force: true }),
  }
}
