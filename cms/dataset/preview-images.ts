/** Writes PNG previews of every CMS image: `npx tsx cms/dataset/preview-images.ts /tmp/cms-preview` */
import { mkdir, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import sharp from 'sharp'
import { generateCmsImages } from './images'

const outDir = process.argv[2] ?? 'cms-preview'
await mkdir(outDir, { recursive: true })
const started = performance.now()
const images = await generateCmsImages()
const bytes = images.reduce((sum, image) => sum + image.body.byteLength, 0)
console.log(`${images.length} images, ${Math.round(bytes / 1024)} KiB webp, ${Math.round(performance.now() - started)} ms`)
for (const image of images) {
  const file = join(outDir, basename(image.key, '.webp') + '.png')
  await writeFile(file, await sharp(image.body).png().toBuffer())
}
console.log(`previews in ${outDir}`)
