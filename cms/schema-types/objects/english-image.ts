import { defineField } from 'sanity'
import { type ContentImageKind, imageSizeLabel } from '../../lib/rules'
import { imageSizeRules } from './image-size'

/**
 * `{name}En`: the English version of an image with words on it (a banner, a cover). Optional: the
 * English storefront shows the Ukrainian image when it is empty. The queries (cms/queries.ts) pick
 * it with `select($locale == "en" && defined({name}En.asset) => {name}En, {name})`. Held to the
 * same sizes as the Ukrainian image (`kind`).
 */
export function englishImageField(name: string, title: string, kind: ContentImageKind) {
  return defineField({
    name: `${name}En`,
    title: `${title} (англійською)`,
    description: `${imageSizeLabel(kind)}. Необов’язкове: те саме зображення з англійськими написами; без нього англійська версія сайту покаже українське`,
    type: 'image',
    options: { hotspot: true },
    validation: (rule) => imageSizeRules(kind, rule),
  })
}
